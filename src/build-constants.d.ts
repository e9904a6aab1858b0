/** The year the site was built in (defined in vite.config.ts): what the prerendered footer shows. */
declare const __BUILD_YEAR__: number;

/** How many built-in sounds the catalogue has, and in how many categories (counted in vite.config.ts). */
declare const __SOUND_COUNT__: number;
declare const __CATEGORY_COUNT__: number;

/** The version of react-sfx the docs document: package.json's, read in vite.config.ts. */
declare const __LIBRARY_VERSION__: string;
