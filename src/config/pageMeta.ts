import type { PageKey } from './paths.ts';

/** What search engines and link previews show for each page of the table (src/config/paths.ts). */
export type PageMeta = { readonly title: string; readonly description: string };

/**
 * Every page's title and description. Kept apart from the page table so that the entry chunk carries
 * neither: the head tags are written by the prerender, and on the client only after a navigation
 * (src/app/routeMetaTags.ts, loaded then).
 */
export const PAGE_META = {
  home: {
    title: 'react-sfx — sound effects for React',
    description:
      'react-sfx adds sound effects to React apps: 72 sounds in 7 categories, lazy loading from a CDN, offline self-hosting and a small hook and component API.',
  },
  sounds: {
    title: 'Sound Library — react-sfx',
    description:
      'Search, preview, copy and download the 72 react-sfx sounds: UI clicks, notifications, game and arcade effects, system sounds and ambient loops.',
  },
  docs: {
    title: 'Documentation — react-sfx',
    description:
      'Install react-sfx, play sounds with useSound, SoundButton and playSound, turn sounds on and off, self-host the files with the CLI and work offline.',
  },
  docsApi: {
    title: 'API Reference — react-sfx',
    description:
      'Every export of react-sfx with its signature, and every option and prop with its type, default and meaning, generated from the source.',
  },
  docsUseSound: {
    title: 'Coming from use-sound — react-sfx',
    description:
      "Move from use-sound to react-sfx: every use-sound option and return value mapped, with what differs and why.",
  },
  docsReactSounds: {
    title: 'Coming from react-sounds — react-sfx',
    description:
      "Switch from react-sounds to react-sfx with one import: the same names and shapes, your visitors' sound preference kept, and what to do about mirrors and self-hosted files.",
  },
  docsSelfHosting: {
    title: 'Self-hosting and offline — react-sfx',
    description:
      'Copy react-sfx sounds into your app with its CLI (pick, list, sync), serve them with the right cache headers, and keep them playing offline in a PWA.',
  },
  docsNextjs: {
    title: 'Next.js — react-sfx',
    description:
      "Use react-sfx in a Next.js app: which files need 'use client', configuring sounds from a Server Component layout, the App Router and the Pages Router.",
  },
  docsTroubleshooting: {
    title: 'Troubleshooting — react-sfx',
    description:
      'Why a sound does not play and how to fix it: autoplay blocking, the iOS silent switch, CORS on a custom CDN, the local-copy check, and every error message.',
  },
  docsAccessibility: {
    title: 'Accessibility — react-sfx',
    description:
      'Sound effects that respect every visitor: sound as a complement, never the only signal; quiet defaults; a control for anything that loops; what the on/off switch promises.',
  },
  docsChangelog: {
    title: "What's new — react-sfx",
    description:
      'Every change to react-sfx a user can see, release by release.',
  },
  studio: {
    title: 'Sound Studio — react-sfx',
    description:
      'Reshape any react-sfx sound in your browser: change its pitch, length, brightness and variation, compare it with the original and export it as MP3 or WAV.',
  },
} as const satisfies Readonly<Record<PageKey, PageMeta>>;
