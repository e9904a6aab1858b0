import { setCDNUrl } from 'react-sfx';

/** The site serves the catalogue itself under /cdn/v1 unless a build names another CDN base. */
export const SITE_CDN_URL: string = import.meta.env.VITE_SFX_CDN_URL || '/cdn/v1';

/** Points the library at the site's CDN base; called once at start-up, before anything plays. */
export function configureSounds(): void {
  setCDNUrl(SITE_CDN_URL);
}
