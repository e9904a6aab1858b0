/// <reference types="vite/client" />

type ImportMetaEnv = {
  /** Base URL of the sound CDN (default: the site's own /cdn/v1). */
  readonly VITE_SFX_CDN_URL?: string;
};
