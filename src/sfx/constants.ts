/** localStorage key of the global sounds-enabled flag, stored as the string 'true' or 'false'. */
export const ENABLED_STORAGE_KEY = 'react-sfx-enabled';

/** Where self-hosted copies live: `${LOCAL_SOUNDS_PATH}/<category>/<name>.mp3`. */
export const LOCAL_SOUNDS_PATH = '/sounds';

/** Version segment of the CDN layout: `{CDN base}` ends in it, files sit below it. */
export const CDN_VERSION = 'v1';

/** Version of the react-sfx-sounds package whose files the built-in catalogue names. */
export const SOUNDS_PACKAGE_VERSION = '0.1.0';

/**
 * Default CDN base: the react-sfx-sounds package on a public npm CDN, pinned to the exact version,
 * so a sound's URL never changes under a release and may be cached forever. Override with setCDNUrl.
 */
export const DEFAULT_CDN_URL = `https://cdn.jsdelivr.net/npm/react-sfx-sounds@${SOUNDS_PACKAGE_VERSION}/${CDN_VERSION}`;

/**
 * How long one load of a sound (the local check, the fetch and, once audio may start, the decode) may
 * take before it fails with a time-out; the next play then starts a fresh load. Change with setLoadTimeout.
 */
export const DEFAULT_LOAD_TIMEOUT_MS = 10_000;

/**
 * How long the news of a sound's load wait (its `loading` event, and the re-render of the hooks that watch
 * it). A load that ends sooner is told when it ends, start and end together: its hooks re-render once, with
 * no flash of a loading state, and nothing re-renders while a tap's first sound is on its way (on a phone,
 * each re-render there delays the start by tens of milliseconds). A longer load is told to have started at
 * this point, so a wait the visitor can notice still shows.
 */
export const LOAD_NEWS_DELAY_MS = 300;
