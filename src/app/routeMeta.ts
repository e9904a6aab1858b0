import { paths } from '../config/paths.ts';

/** What search engines and link previews show for a page. */
export type RouteMeta = {
  readonly title: string;
  readonly description: string;
  /** Whether search engines may index the page (not for "not found"). */
  readonly indexable: boolean;
};

const META: Readonly<Record<string, RouteMeta>> = {
  [paths.home]: {
    title: 'react-sfx — sound effects for React',
    description:
      'react-sfx adds sound effects to React apps: 72 sounds in 7 categories, lazy loading from a CDN, offline self-hosting and a small hook and component API.',
    indexable: true,
  },
  [paths.sounds]: {
    title: 'Sound Library — react-sfx',
    description:
      'Search, preview, copy and download the 72 react-sfx sounds: UI clicks, notifications, game and arcade effects, system sounds and ambient loops.',
    indexable: true,
  },
  [paths.docs]: {
    title: 'Documentation — react-sfx',
    description:
      'Install react-sfx, play sounds with useSound, SoundButton and playSound, turn sounds on and off, self-host the files with the CLI and work offline.',
    indexable: true,
  },
  [paths.studio]: {
    title: 'Sound Studio — react-sfx',
    description:
      'Reshape any react-sfx sound in your browser: change its pitch, length, brightness and variation, compare it with the original and export it as MP3 or WAV.',
    indexable: true,
  },
};

export const NOT_FOUND_META: RouteMeta = {
  title: 'Page not found — react-sfx',
  description: 'This page does not exist on the react-sfx site. The sound library and the documentation are a click away.',
  indexable: false,
};

/** The meta of the page at `pathname` ("/sounds/" is "/sounds"); unknown paths get the not-found meta. */
export function routeMetaFor(pathname: string): RouteMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return META[path] ?? NOT_FOUND_META;
}
