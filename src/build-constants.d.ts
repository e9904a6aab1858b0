/** The year the site was built in (defined in vite.config.ts): what the prerendered footer shows. */
declare const __BUILD_YEAR__: number;
