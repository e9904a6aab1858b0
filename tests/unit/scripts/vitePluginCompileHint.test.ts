// @vitest-environment node
/**
 * scripts/vite-plugin-compile-hint.ts, on a real Vite build of a small app: a large chunk that imports another
 * lazily (so Vite writes its own prologue, __vite__mapDeps, first) starts with Chromium's compile hint, its
 * source map still points at the right lines, and a small chunk is left as it was.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SourceMapConsumer } from 'source-map-js';
import { build } from 'vite';
import { COMPILE_HINT, COMPILE_HINT_MIN_CHARACTERS, compileHintPlugin } from '../../../scripts/vite-plugin-compile-hint.ts';

let root: string;
let chunks: { name: string; code: string; map: unknown }[];

/** Enough distinct functions to make the entry chunk larger than the threshold once minified. */
const manyFunctions = Array.from({ length: 240 }, (_, i) => `export function step${i}(x) { return String(x * ${i + 3}) + 'step number ${i}'; }`).join('\n');

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'compile-hint-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>');
  writeFileSync(join(root, 'steps.js'), manyFunctions);
  writeFileSync(join(root, 'small.css'), 'p { color: red }');
  writeFileSync(join(root, 'small.js'), "import './small.css';\nexport const small = () => 'a small chunk';");
  writeFileSync(
    join(root, 'main.js'),
    ["import * as steps from './steps.js';", "document.title = 'marked line: ' + Object.values(steps).map((f) => f(1)).join();", "import('./small.js').then((m) => console.log(m.small()));"].join('\n'),
  );
  await build({ root, configFile: false, logLevel: 'silent', plugins: [compileHintPlugin()], build: { outDir: 'out', sourcemap: 'hidden' } });
  const assets = join(root, 'out', 'assets');
  chunks = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ name: file, code: readFileSync(join(assets, file), 'utf8'), map: JSON.parse(readFileSync(join(assets, `${file}.map`), 'utf8')) as unknown }));
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the compile hint', () => {
  it('is the first line of a large chunk, before Vite’s own prologue', () => {
    const entry = chunks.find((chunk) => chunk.code.includes('marked line: '));
    expect(entry?.code.length).toBeGreaterThan(COMPILE_HINT_MIN_CHARACTERS);
    expect(entry?.code.split('\n').slice(0, 2)).toEqual([COMPILE_HINT, expect.stringContaining('__vite__mapDeps')]);
  });

  it('moves the source map down with it', () => {
    const entry = chunks.find((chunk) => chunk.code.includes('marked line: '));
    const lines = entry?.code.split('\n') ?? [];
    const line = lines.findIndex((text) => text.includes('marked line: '));
    const original = new SourceMapConsumer(entry?.map as never).originalPositionFor({ line: line + 1, column: lines[line].indexOf('marked line: ') });
    expect(original).toMatchObject({ source: expect.stringMatching(/main\.js$/), line: 2 });
  });

  it('leaves a small chunk alone', () => {
    const small = chunks.find((chunk) => chunk.code.includes('a small chunk'));
    expect(small?.code.length).toBeLessThan(COMPILE_HINT_MIN_CHARACTERS);
    expect(small?.code.startsWith('//#')).toBe(false);
  });
});
