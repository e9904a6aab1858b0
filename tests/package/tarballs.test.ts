/** What `npm run pack:lib` put in the two tarballs, checked file by file. */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kib, LIBRARY_SIZE_BUDGETS } from '../../scripts/pack/sizeBudgets.ts';
import { soundCatalogue } from '../../src/sfx/catalogue.ts';
import { DEFAULT_CDN_URL } from '../../src/sfx/constants.ts';
import { VERSION, tarballs, unpack } from './packages.ts';

type Manifest = Record<string, unknown> & { bin?: Record<string, string> };

let scratch: string;
let library: string;
let sounds: string;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')).sort();
}

async function manifestOf(dir: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as Manifest;
}

beforeAll(async () => {
  const paths = tarballs();
  scratch = await mkdtemp(join(tmpdir(), 'react-sfx-tarballs-'));
  library = await unpack(paths.library, join(scratch, 'library'));
  sounds = await unpack(paths.sounds, join(scratch, 'sounds'));
});

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('react-sfx-sounds', () => {
  it('holds exactly the files the catalogue names, each with the bytes its hash names', async () => {
    const sources = Object.values(soundCatalogue).map((info) => `v1/${info.src}`);
    expect(await filesUnder(sounds)).toEqual(['LICENSE', 'README.md', 'package.json', ...sources].sort());
    for (const src of sources) {
      const hash = /\.([0-9a-f]{7})\.mp3$/.exec(src)?.[1];
      const actual = createHash('sha256').update(await readFile(join(sounds, src))).digest('hex').slice(0, 7);
      expect(actual, src).toBe(hash);
    }
  });

  it('has the version the library’s default CDN URL pins', async () => {
    const manifest = await manifestOf(sounds);
    expect(manifest).toMatchObject({ name: 'react-sfx-sounds', version: VERSION, license: 'MIT' });
    expect(DEFAULT_CDN_URL).toBe(`https://cdn.jsdelivr.net/npm/react-sfx-sounds@${VERSION}/v1`);
  });
});

describe('react-sfx', () => {
  it('is ESM with types, tree-shakable, and depends on nothing but its peers and howler\'s types', async () => {
    const manifest = await manifestOf(library);
    expect(manifest).toMatchObject({
      name: 'react-sfx',
      version: VERSION,
      license: 'MIT',
      type: 'module',
      sideEffects: false,
      exports: {
        '.': { types: './dist/index.d.ts', import: './dist/index.js', default: './dist/index.js' },
        './catalogue': { types: './dist/catalogueEntry.d.ts', import: './dist/catalogue.js', default: './dist/catalogue.js' },
      },
      peerDependencies: { react: '^18.0.0 || ^19.0.0', howler: '^2.2.0' },
    });
    // Declarations only (the Howl that makeRemoteSound and useSound's `sound` hand out): no code of its own.
    expect(manifest.dependencies).toEqual({ '@types/howler': expect.stringMatching(/^\^2\.2\./) });
  });

  it('ships the entry, its declarations, the compiled CLI, a README and the licence', async () => {
    const files = await filesUnder(library);
    const code = files.filter((file) => !file.endsWith('.d.ts'));
    const chunks = code.filter((file) => file.startsWith('dist/chunks/'));
    expect(code.filter((file) => !chunks.includes(file))).toEqual(['LICENSE', 'README.md', 'dist/catalogue.js', 'dist/cli.js', 'dist/index.js', 'dist/renderWorker.js', 'dist/synth.js', 'package.json']);
    // What the library imports on first use, from dist/index.js or from each other.
    for (const chunk of chunks) expect(chunk).toMatch(/^dist\/chunks\/[\w-]+\.js$/);
    expect(chunks.some((chunk) => chunk.includes('howlSound'))).toBe(true);
    expect(files).toContain('dist/index.d.ts');
    expect(files).toContain('dist/catalogueEntry.d.ts');
    expect(files).toContain('dist/synth.d.ts');
    const readme = await readFile(join(library, 'README.md'), 'utf8');
    expect(readme).toContain('npm install react-sfx howler');
    expect(readme).toContain(DEFAULT_CDN_URL);
    // Its figures come from where they are held: the size budgets of the size test.
    expect(readme).toContain(`at most ${kib(LIBRARY_SIZE_BUDGETS.all)} minified and gzipped`);
    expect(readme).toContain(`${kib(LIBRARY_SIZE_BUDGETS.useSound)} for an app that uses only \`useSound\``);
    expect(readme).not.toMatch(/\{\{\w+\}\}/);
  });

  it('leaves react to the app and imports howler only on demand', async () => {
    const code = await readFile(join(library, 'dist/index.js'), 'utf8');
    const staticImports = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]);
    expect(staticImports.filter((specifier) => !specifier.startsWith('./chunks/')).sort()).toEqual(['react', 'react/jsx-runtime']);
    expect(code).toContain('import("howler")');
    expect(code).toMatch(/import\("\.\/chunks\/howlSound-[\w-]+\.js"\)/);
    for (const file of (await filesUnder(library)).filter((name) => name.startsWith('dist/chunks/'))) {
      expect(await readFile(join(library, file), 'utf8'), file).not.toMatch(/from "howler"/);
    }
  });

  it("marks the main entry 'use client' for Server Components frameworks, and keeps the catalogue entry server-safe", async () => {
    const entry = await readFile(join(library, 'dist/index.js'), 'utf8');
    expect(entry.split('\n')[0]).toBe('"use client";');
    const catalogue = await readFile(join(library, 'dist/catalogue.js'), 'utf8');
    expect(catalogue).not.toMatch(/use client/);
    // Only its own chunks of data (the catalogue, the constants): nothing from React, howler or the browser runtime.
    for (const specifier of [...catalogue.matchAll(/from "([^"]+)"/g)].map((match) => match[1])) expect(specifier).toMatch(/^\.\/chunks\/[\w-]+\.js$/);
    for (const chunk of [...catalogue.matchAll(/from "\.\/(chunks\/[^"]+)"/g)].map((match) => match[1])) {
      const text = await readFile(join(library, 'dist', chunk), 'utf8');
      expect(text, chunk).not.toMatch(/from "react|import\("howler"\)|use client/);
    }
  });

  it('keeps react-sfx/synth free of React and howler, its recipes in a chunk it imports on the first render', async () => {
    const synth = await readFile(join(library, 'dist/synth.js'), 'utf8');
    expect(synth).not.toMatch(/use client|from "react|howler/);
    // Up front only the few bytes of a sound's name it shares with the main package, never the recipes.
    for (const [, chunk] of synth.matchAll(/^import .* from "\.\/([^"]+)";$/gm)) {
      expect(chunk).toMatch(/^chunks\/soundAddress-[\w-]+\.js$/);
      expect(await readFile(join(library, 'dist', chunk ?? ''), 'utf8')).not.toMatch(/^import /m);
    }
    const [, renderer] = /import\("\.\/(chunks\/renderOnDevice-[\w-]+\.js)"\)/.exec(synth) ?? [];
    expect(renderer).toBeDefined();
    const recipes = await readFile(join(library, 'dist', renderer ?? ''), 'utf8');
    expect(recipes).not.toMatch(/from "react|howler|wasm|lame/i); // the MP3 encoder stays with the site's studio
    // Its worker, in the one form every bundler follows and a browser runs as is, renders with that same chunk.
    expect(synth).toContain('new Worker(new URL("./renderWorker.js", import.meta.url), { type: "module" })');
    const worker = await readFile(join(library, 'dist/renderWorker.js'), 'utf8');
    expect([...worker.matchAll(/^import .* from "\.\/([^"]+)";$/gm)].map(([, chunk]) => chunk)).toEqual([renderer]);
  });

  it("has declarations that name emitted files, and take from howler's only its types", async () => {
    for (const file of (await filesUnder(library)).filter((name) => name.endsWith('.d.ts'))) {
      const text = await readFile(join(library, file), 'utf8');
      expect(text, file).not.toMatch(/['"]\.{1,2}\/[^'"]*\.tsx?['"]/);
      for (const [statement] of text.matchAll(/^.*from ['"]howler['"].*$/gm)) expect(statement, file).toMatch(/^import type /);
    }
  });

  it('points its bin at a plain JavaScript program', async () => {
    const { bin } = await manifestOf(library);
    expect(bin).toEqual({ 'react-sfx': './dist/cli.js' });
    const cli = await readFile(join(library, 'dist/cli.js'), 'utf8');
    expect(cli.startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(cli).not.toMatch(/from "(?!node:)/); // only Node built-ins: the catalogue is compiled in
  });
});
