import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SOUNDS_PACKAGE_VERSION } from '../../src/sfx/constants.ts';
import lock from '../../package-lock.json' with { type: 'json' };

export const ROOT = join(import.meta.dirname, '../..');
export const VERSION = SOUNDS_PACKAGE_VERSION;
export const LIBRARY_TARBALL = join(ROOT, 'dist-pkg', `react-sfx-${VERSION}.tgz`);
export const SOUNDS_TARBALL = join(ROOT, 'dist-pkg', `react-sfx-sounds-${VERSION}.tgz`);

export const run = promisify(execFile);

/** The tarballs, or a failure that says how to make them. */
export function tarballs(): { library: string; sounds: string } {
  for (const path of [LIBRARY_TARBALL, SOUNDS_TARBALL]) {
    if (!existsSync(path)) throw new Error(`${path} is missing: run npm run pack:lib (npm run test:package does)`);
  }
  return { library: LIBRARY_TARBALL, sounds: SOUNDS_TARBALL };
}

/** Unpacks a tarball into `dir`; its files end up under `dir/package/`, as npm packs them. */
export async function unpack(tarball: string, dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  await run('tar', ['-xzf', tarball, '-C', dir]);
  return join(dir, 'package');
}

/** `name@version` at the version this repository's package-lock.json holds. */
export function pinned(name: string): string {
  const packages: Record<string, { version?: string } | undefined> = lock.packages;
  const version = packages[`node_modules/${name}`]?.version;
  if (version === undefined) throw new Error(`${name} is not in package-lock.json`);
  return `${name}@${version}`;
}

/** What a consumer installs besides our two tarballs, at the versions this repository is tested with. */
export function pinnedDependencies(): string[] {
  return ['react', 'react-dom', 'howler', 'vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'].map(pinned);
}
