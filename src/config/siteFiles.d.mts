/** The folder below the site's base where the site serves the catalogue's MP3 files itself. */
export declare const SITE_CDN_DIR: 'cdn/v1';

/**
 * The prerendered files that may answer an address of the site (below its base, without its slashes), in
 * the order to try them, each with its status (see siteFiles.mjs).
 */
export declare function pageFilesFor(page: string): ReadonlyArray<readonly [file: string, status: 200 | 404]>;
