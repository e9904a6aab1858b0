/**
 * Where the site is served from: Vite's `base`, set at build time with SITE_BASE ('/' at a domain's root,
 * '/react-sfx/' for a GitHub Pages project site). Every address the site makes starts with it. It is also
 * the router's basename: with its trailing slash, links to the home page read '/react-sfx/', inside the
 * worker's scope, rather than '/react-sfx', which a plain file host redirects.
 */
export const SITE_BASE: string = import.meta.env.BASE_URL;

/** The base without its trailing slash: the address a visitor may type for the home page ('' at the root). */
const BARE_BASE = SITE_BASE.replace(/\/$/, '');

/** An address as the router sees it: '/react-sfx/docs' is '/docs' under the base '/react-sfx/'. */
export function routerPathOf(pathname: string): string {
  if (pathname === BARE_BASE) return '/';
  return pathname.startsWith(SITE_BASE) ? pathname.slice(BARE_BASE.length) : pathname;
}

/** '/react-sfx' is the home page too, but the router (basename '/react-sfx/') only knows '/react-sfx/'. */
export function isBareBase(pathname: string): boolean {
  return BARE_BASE !== '' && pathname === BARE_BASE;
}
