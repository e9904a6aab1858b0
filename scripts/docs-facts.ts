/**
 * The figures the docs state about the library's behaviour, read from the constants the code runs on (the
 * build hands them to the pages as `virtual:react-sfx/facts`, scripts/vite-plugin-docs-data.ts), so a change
 * of a time-out or a threshold changes the docs with it.
 */
import { DEFAULT_LOAD_TIMEOUT_MS, LOAD_NEWS_DELAY_MS } from '../src/sfx/constants.ts';
import { OTHER_FILE_CAP_BYTES } from '../src/sfx/cli/boundedRead.ts';
import { REQUEST_TIMEOUT_MS } from '../src/sfx/cli/fetchSound.ts';
import { RETRY_DELAYS_MS, RUN_DEADLINE_MS } from '../src/sfx/cli/pick.ts';
import { OPENING_BYTES, OPENING_FROM_BYTES, OPENING_SHARE, RENDERED_OPENING_FROM_SECONDS, RENDERED_OPENINGS, STREAMING_THRESHOLD_BYTES, SYNTH_FETCH_SHARE } from '../src/sfx/runtime/loader.ts';
import { soundBytes } from '../src/sfx/cli/soundSha256.ts';
import { LIBRARY_SIZE_BUDGETS } from './pack/sizeBudgets.ts';
import { CROSSFADE_MS } from '../src/sfx/runtime/howlSound.ts';
import { LOCAL_CHECK_TIMEOUT_MS } from '../src/sfx/runtime/loadTimeout.ts';
import { DEFAULT_CDN_URL } from '../src/sfx/constants.ts';
import { HTTPS_ONLY_HEADERS, SECURITY_HEADERS, soundSources } from './security-headers.mjs';
import { WARM_UP_TAKES } from '../synth/warmUp.ts';

const defaultCdnSources = soundSources(DEFAULT_CDN_URL);

export const DOCS_FACTS = {
  /** A file this large starts on its opening (KB). */
  openingFromKb: OPENING_FROM_BYTES / 1024,
  /** The opening's size (KB), or this fraction's denominator of a larger file. */
  openingKb: OPENING_BYTES / 1024,
  openingShareDenominator: Math.round(1 / OPENING_SHARE),
  crossfadeMs: CROSSFADE_MS,
  /** Custom files larger than this stream through html5 audio (MB). */
  streamingFromMb: STREAMING_THRESHOLD_BYTES / 1_000_000,
  localCheckMs: LOCAL_CHECK_TIMEOUT_MS,
  loadTimeoutSeconds: DEFAULT_LOAD_TIMEOUT_MS / 1000,
  /** A load that ends within this long (ms) is told when it ends; a longer one is told to have started then. */
  loadNewsMs: LOAD_NEWS_DELAY_MS,
  /** In 'fallback' mode, a file that has not come after this long is rendered instead (s, at the default time-out). */
  synthFallbackSeconds: (DEFAULT_LOAD_TIMEOUT_MS * SYNTH_FETCH_SHARE) / 1000,
  /** A rendered bed starts on this many seconds of it, rendered alone (s), then moves on to longer starts of it (in words: "2 s, then 8 s"). */
  renderedOpeningSeconds: RENDERED_OPENINGS[0] ?? 0,
  renderedStretchesSeconds: RENDERED_OPENINGS.slice(1).map((seconds) => `${seconds} s`).join(', then '),
  /** A rendered sound this long (s) or longer is a bed, rendered in stretches; 'short' mode fetches its file. */
  renderedBedFromSeconds: RENDERED_OPENING_FROM_SECONDS,
  /** How many takes of the shortest sounds the render worker's warm-up renders. */
  warmUpTakes: WARM_UP_TAKES,
  /** react-sfx/synth's size budget, gzip, held by the package's size test (KB). */
  synthBudgetKb: LIBRARY_SIZE_BUDGETS.synth / 1000,
  /** The catalogue's MP3 files, all of them (KB), and the largest one (an ambient bed, KB). */
  catalogueFilesKb: Math.round(Object.values(soundBytes).reduce((sum, bytes) => sum + bytes, 0) / 1000),
  largestFileKb: Math.round(Math.max(...Object.values(soundBytes)) / 1000),
  soundCount: Object.keys(soundBytes).length,
  cliTries: RETRY_DELAYS_MS.length + 1,
  cliRequestTimeoutSeconds: REQUEST_TIMEOUT_MS / 1000,
  cliRunDeadlineSeconds: RUN_DEADLINE_MS / 1000,
  /** The most the CLI reads of a file the catalogue gives no size for (the manifest), MB. */
  cliOtherFileCapMb: OTHER_FILE_CAP_BYTES / (1024 * 1024),
  /** What a Content-Security-Policy must allow for the library with the default CDN (scripts/security-headers.mjs). */
  cspConnectSources: defaultCdnSources.connect.join(' '),
  cspMediaSources: defaultCdnSources.media.join(' '),
  /** The headers beside the Content-Security-Policy that this site sends with every response, as `Name: value`. */
  siteSecurityHeaders: Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`),
  siteHttpsOnlyHeaders: Object.entries(HTTPS_ONLY_HEADERS).map(([name, value]) => `${name}: ${value}`),
} as const;

export type DocsFacts = typeof DOCS_FACTS;
