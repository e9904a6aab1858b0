/**
 * Builds and packs the two published packages into dist-pkg/ (and nothing else):
 *   react-sfx-<version>.tgz         the library, its types and the self-hosting CLI
 *   react-sfx-sounds-<version>.tgz  the catalogue's MP3 files, served by a public npm CDN
 * Run with `npm run pack:lib` (which generates the sounds first when they are missing).
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildLibrary } from './pack/buildLibrary.ts';
import { VERSION, libraryManifest, soundsManifest } from './pack/manifests.ts';
import { kib, LIBRARY_SIZE_BUDGETS } from './pack/sizeBudgets.ts';
import { stageSounds } from './pack/stageSounds.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const FILES = join(ROOT, 'scripts/pack/files');
export const PACK_DIR = join(ROOT, 'dist-pkg');

type PackResult = { filename: string; size: number; entryCount: number };

/**
 * What the README states from elsewhere: the version it documents (the pinned CDN URL), and the size
 * budgets the package's size test holds.
 */
const README_FIGURES: Readonly<Record<string, string>> = {
  version: VERSION,
  sizeBudget: kib(LIBRARY_SIZE_BUDGETS.all),
  useSoundSizeBudget: kib(LIBRARY_SIZE_BUDGETS.useSound),
};

/** The README with its figures filled in (a `{{name}}` it does not know fails the pack); LICENSE is shared. */
async function writePackageFiles(dir: string, name: string, manifest: object): Promise<void> {
  await writeFile(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const readme = (await readFile(join(FILES, name, 'README.md'), 'utf8')).replace(/\{\{(\w+)\}\}/g, (_placeholder, figure: string) => {
    const value = README_FIGURES[figure];
    if (value === undefined) throw new Error(`${name}/README.md names {{${figure}}}, which pack-lib does not know`);
    return value;
  });
  await writeFile(join(dir, 'README.md'), readme);
  await copyFile(join(FILES, 'LICENSE'), join(dir, 'LICENSE'));
}

async function npmPack(dir: string): Promise<PackResult> {
  // `npm pack` honours "files" and writes <name>-<version>.tgz; --ignore-scripts: there is nothing to run.
  const { stdout } = await promisify(execFile)('npm', ['pack', dir, '--pack-destination', PACK_DIR, '--ignore-scripts', '--json'], { cwd: ROOT });
  const [result] = JSON.parse(stdout) as PackResult[];
  if (!result) throw new Error(`npm pack ${dir} reported nothing`);
  return result;
}

async function main(): Promise<void> {
  const stage = await mkdtemp(join(tmpdir(), 'react-sfx-pack-'));
  try {
    const library = join(stage, 'react-sfx');
    const sounds = join(stage, 'react-sfx-sounds');
    await buildLibrary(join(library, 'dist'));
    await writePackageFiles(library, 'react-sfx', libraryManifest);
    const count = await stageSounds(sounds);
    await writePackageFiles(sounds, 'react-sfx-sounds', soundsManifest);

    await rm(PACK_DIR, { recursive: true, force: true });
    await mkdir(PACK_DIR);
    for (const dir of [library, sounds]) {
      const { filename, size, entryCount } = await npmPack(dir);
      console.log(`dist-pkg/${filename}  ${(size / 1024).toFixed(1)} KB, ${entryCount} files`);
    }
    console.log(`react-sfx ${VERSION} with ${count} sounds`);
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

await main();
