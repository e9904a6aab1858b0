/**
 * The path the site is served under (Vite's base), from SITE_BASE: '/' by default, '/react-sfx/' for a
 * GitHub Pages project site. Slashes at either end are optional. Anything but a path of URL-safe segments
 * is refused, so a typo fails the build rather than the visitors.
 */
export function siteBase(value: string | undefined): string {
  if (value === undefined || value.trim() === '' || value === '/') return '/';
  const base = `/${value.replace(/^\/+|\/+$/g, '')}/`;
  if (!/^(\/[A-Za-z0-9._~-]+)+\/$/.test(base) || /\/\.\.?\//.test(base)) {
    throw new Error(`SITE_BASE must be a path such as /react-sfx/, not ${JSON.stringify(value)}`);
  }
  return base;
}
