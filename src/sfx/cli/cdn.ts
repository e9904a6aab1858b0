import { DEFAULT_CDN_URL } from '../constants.ts';
import { CliError, quote } from './io.ts';
import type { CliIo } from './io.ts';

export const CDN_ENV_VARIABLE = 'REACT_SFX_CDN';

function parseCdnUrl(value: string, origin: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new CliError(`invalid ${origin} URL ${quote(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CliError(`invalid ${origin} URL ${quote(value)}: only http and https are supported`);
  }
  // Query and fragment would end up between the base and the file path.
  if (url.search !== '' || url.hash !== '') {
    throw new CliError(`invalid ${origin} URL ${quote(value)}: no query or fragment allowed`);
  }
  return url.href.replace(/\/+$/, '');
}

/** The CDN base without a trailing slash: `--cdn`, else $REACT_SFX_CDN, else the public default. */
export function resolveCdn(flag: string | undefined, env: CliIo['env']): string {
  if (flag !== undefined) return parseCdnUrl(flag, '--cdn');
  const fromEnv = env[CDN_ENV_VARIABLE];
  if (fromEnv !== undefined && fromEnv !== '') return parseCdnUrl(fromEnv, CDN_ENV_VARIABLE);
  return DEFAULT_CDN_URL;
}
