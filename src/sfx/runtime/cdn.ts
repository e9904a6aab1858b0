import { DEFAULT_CDN_URL } from '../constants.ts';

let cdnUrl = DEFAULT_CDN_URL;

/** Sets the base URL built-in sounds are fetched from: `{base}/<category>/<name>.<hash>.mp3`. */
export function setCDNUrl(url: string): void {
  cdnUrl = url.replace(/\/+$/, '');
}

/** The base URL built-in sounds are fetched from. */
export function getCDNUrl(): string {
  return cdnUrl;
}
