import { SITE_BASE } from '../config/base.ts';
import { trimPath } from '../config/paths.ts';

/**
 * Where the site is deployed, for canonical URLs and link previews. A deployment elsewhere builds with
 * VITE_SITE_ORIGIN set (no trailing slash).
 */
export const SITE_ORIGIN: string = (import.meta.env.VITE_SITE_ORIGIN || 'https://react-sfx.dev').replace(/\/+$/, '');

/** The absolute canonical URL of a router path, under the site's base: '/docs' -> 'https://…/react-sfx/docs'. */
export function canonicalUrl(pathname: string): string {
  return `${SITE_ORIGIN}${SITE_BASE}${trimPath(pathname).slice(1)}`;
}
