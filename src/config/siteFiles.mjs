/**
 * Where the site's own files are, written once for everything that writes, serves or caches them: synth
 * (which writes the catalogue under SITE_CDN_DIR), the site (which plays from there), the service worker
 * (which answers addresses from its precache) and the project's static server, scripts/serve.mjs (which
 * answers them from the disk). JavaScript with its types beside it (siteFiles.d.mts), so that Node runs it
 * as it is, without a build.
 */

/** The folder below the site's base where the site serves the catalogue's MP3 files itself. */
export const SITE_CDN_DIR = 'cdn/v1';

/**
 * The prerendered files that may answer an address of the site, in the order to try them, each with its
 * status: the page's own file, else the not-found page (404), else the app's shell. `page` is the address
 * below the site's base without its slashes: '' for the home page, 'docs/api'. The build prerenders '/' as
 * index.html, '/docs' as docs/index.html and one 404.html for every address the site does not know (the app
 * hydrates each only at its own address); '/index', '/404' and '…/index' name files, not pages, so they get
 * the not-found page, as the router renders there.
 * @param {string} page
 * @returns {ReadonlyArray<readonly [file: string, status: 200 | 404]>}
 */
export function pageFilesFor(page) {
  const own = page === '' ? [['index.html', 200]] : /(?:^|\/)(?:index|404)$/i.test(page) ? [] : [[`${page}/index.html`, 200]];
  return [...own, ['404.html', 404], ['index.html', 200]];
}
