/** Default per-request time-out: generous for a slow link, short enough that a stuck CDN is noticed. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Why a sound could not be downloaded; `unreachable` means no server answered at all. */
export class DownloadFailure extends Error {
  readonly unreachable: boolean;

  constructor(message: string, unreachable = false) {
    super(message);
    this.name = 'DownloadFailure';
    this.unreachable = unreachable;
  }
}

const NETWORK_REASONS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found (DNS lookup failed)',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
};

/** Node's fetch reports network failures as `TypeError: fetch failed` with the real error as its cause. */
function networkFailure(error: unknown, url: URL): DownloadFailure {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = cause instanceof Error && 'code' in cause && typeof cause.code === 'string' ? cause.code : '';
  const reason = NETWORK_REASONS[code];
  if (reason !== undefined) return new DownloadFailure(`cannot reach ${url.origin}: ${reason}`, true);
  const detail = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
  return new DownloadFailure(`request to ${url.href} failed: ${detail}`);
}

/**
 * GETs a file completely into memory (the largest sound is ~130 KB), so nothing touches the disk
 * until the bytes are known to be whole and verified. The time-out covers headers and body alike.
 */
export async function fetchBytes(url: URL, timeoutMs: number): Promise<Uint8Array> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { signal, redirect: 'follow' });
    if (!response.ok) {
      await response.body?.cancel();
      throw new DownloadFailure(`HTTP ${response.status} for ${url.href}`);
    }
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    if (error instanceof DownloadFailure) throw error;
    if (signal.aborted) throw new DownloadFailure(`timed out after ${timeoutMs / 1000} s fetching ${url.href}`);
    throw networkFailure(error, url);
  }
}
