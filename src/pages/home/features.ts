/** `icon` is the path data of a 24 x 24 stroked icon (drawn inline: icon fonts and emoji vary by system). */
export type Feature = { title: string; description: string; icon: string };

// Counted from the catalogue when the site is built (vite.config.ts): the landing page does not load it.
const soundCount = __SOUND_COUNT__;
const categoryCount = __CATEGORY_COUNT__;

/** The six Key Features of SPEC section 1, in its order. */
export const FEATURES: readonly Feature[] = [
  {
    title: 'Extensive sound library',
    icon: 'M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM21 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
    description: `${soundCount} sounds in ${categoryCount} categories (ui, notification, game, arcade, system, ambient, misc), each with a typed name such as ui/copy.`,
  },
  {
    title: 'Lightweight',
    icon: 'M13 2L3 14h9l-1 8 10-12h-9l1-8z',
    description: 'Audio files are hosted on a CDN, not bundled: your JavaScript stays small and each sound is fetched as a compact MP3.',
  },
  {
    title: 'Lazy loading',
    icon: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2',
    description: 'A sound is fetched the first time it is needed, or on intent such as hover or focus, and decoded once however many components use it.',
  },
  {
    title: 'Offline support',
    icon: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3',
    description: 'The react-sfx command-line tool downloads the sounds you use for self-hosting; the library prefers your copy and falls back to the CDN.',
  },
  {
    title: 'Simple hook and component API',
    icon: 'M16 18l6-6-6-6M8 6l-6 6 6 6',
    description: 'useSound returns play, stop, pause and resume; <SoundButton> and <Sound> cover the common cases without writing a hook.',
  },
  {
    title: 'Configurable',
    icon: 'M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6',
    description: 'Set the CDN URL, preload sounds, enable or disable every sound globally, and choose volume, rate and loop for each play.',
  },
];
