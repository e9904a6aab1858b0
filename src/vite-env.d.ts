/// <reference types="vite/client" />

type ImportMetaEnv = {
  /** Base URL of the sound CDN (default: the site's own /cdn/v1). */
  readonly VITE_SFX_CDN_URL?: string;
  /** Where the site is deployed, for canonical URLs (default https://react-sfx.dev). */
  readonly VITE_SITE_ORIGIN?: string;
};
