type ImportMetaEnv = {
  /** Base URL of the sound CDN the site was built with (default: the site's own /cdn/v1). */
  readonly VITE_SFX_CDN_URL?: string;
};
