import { setCDNUrl } from 'react-sfx';
import { SITE_BASE } from '../config/base.ts';
import { SITE_CDN_DIR } from '../config/siteFiles.mjs';

/** The site serves the catalogue itself under <base>cdn/v1 unless a build names another CDN base. */
export const SITE_CDN_URL: string = import.meta.env.VITE_SFX_CDN_URL || `${SITE_BASE}${SITE_CDN_DIR}`;

/** Points the library at the site's CDN base; once at start-up, before anything plays. */
export function configureSounds(): void {
  setCDNUrl(SITE_CDN_URL);
}
