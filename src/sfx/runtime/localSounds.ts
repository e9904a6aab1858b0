import { LOCAL_SOUNDS_PATH } from '../constants.ts';

let localSoundsPath: string | false = LOCAL_SOUNDS_PATH;

/**
 * Sets where self-hosted copies of the built-in sounds are looked for: `{path}/<category>/<name>.mp3`
 * (default `/sounds`; a site under a sub-path passes e.g. `/my-app/sounds`). `false` turns the check off:
 * built-in sounds then come straight from the CDN, without a HEAD request first.
 */
export function setLocalSoundsPath(path: string | false): void {
  localSoundsPath = path === false ? false : path.replace(/\/+$/, '');
}

/** Where self-hosted copies are looked for, or `false` when the check is off. */
export function getLocalSoundsPath(): string | false {
  return localSoundsPath;
}
