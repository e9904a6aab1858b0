/**
 * The half of the runtime that only fetching needs: the local-copy check and CDN requests, and the
 * catalogue's file names. loading.ts imports it on a page's first load of a sound, so a page that only
 * shows sound buttons does not download it (about 2 KB gzip, most of it the catalogue).
 */
export { isLibrarySoundName } from './catalogueLookup.ts';
export { fetchSoundBlob } from './loader.ts';
