import { setCDNUrl } from 'react-sfx';
import { SITE_CDN_URL } from '../config/base.ts';

/** Points the library at the site's CDN base (config/base.ts); once at start-up, before anything plays. */
export function configureSounds(): void {
  setCDNUrl(SITE_CDN_URL);
}
