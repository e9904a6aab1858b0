import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CDN_VERSION, DEFAULT_CDN_URL } from '../constants.ts';
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

/**
 * `--from <dir>`: an installed react-sfx-sounds package (node_modules/react-sfx-sounds) or its v1 folder,
 * as a file: base the downloads read from without any network. Refused unless it holds the v1 layout.
 */
export function resolveFrom(dir: string, cwd: string, hasFile: (path: string) => boolean): string {
  const root = resolve(cwd, dir);
  const probe = 'ui'; // every catalogue has ui sounds: <base>/ui/... must be a folder
  for (const base of [join(root, CDN_VERSION), root]) {
    if (hasFile(join(base, probe))) return pathToFileURL(base).href;
  }
  throw new CliError(`--from ${quote(dir)} holds no sounds: expected the react-sfx-sounds package or its ${CDN_VERSION} folder`);
}
