/** Every route path of the site; components link with these, never with string literals. */
export const paths = {
  home: '/',
  sounds: '/sounds',
  docs: '/docs',
  studio: '/studio',
} as const;

/** The route of every address the site does not know: they all render the not-found page. */
export const NOT_FOUND_ROUTE = '*';

/**
 * Which route renders a router path: one of `paths`, or NOT_FOUND_ROUTE. As the router matches: '/docs/'
 * and '/DOCS' are '/docs'.
 */
export function routeOf(pathname: string): string {
  const path = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
  return Object.values<string>(paths).includes(path) ? path : NOT_FOUND_ROUTE;
}
