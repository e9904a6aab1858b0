import type { DocsOutline } from '../outline.ts';

/** The self-hosting page's outline: the CLI, then offline use. */
export const SELF_HOSTING_OUTLINE = [
  { id: 'self-hosting', title: 'Self-hosting with the CLI' },
  { id: 'offline', title: 'Offline Use' },
] as const satisfies DocsOutline;
