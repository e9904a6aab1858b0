/**
 * The JavaScript a first visit to / loads, attributed to framework packages, howler, the library
 * (src/sfx) and the site's own code through source maps, then scaled to gzip bytes chunk by chunk.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSize, kb, launchLoopbackChromium } from './pageVisit.ts';
import { firstVisit } from './routes.bench.ts';
import { type Group, type Owner, type SourceMap, charactersPerSource, ownerOf } from './sourceMapAttribution.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

export type Share = Owner & { raw: number; gzip: number };
export type ChunkBreakdown = { file: string; raw: number; gzip: number; mapped: boolean; owners: Share[] };
export type GroupTotal = { group: Group; raw: number; gzip: number; share: number; parts: Share[] };
export type BundleBreakdown = { route: string; mapsFrom: string; totalRaw: number; totalGzip: number; groups: GroupTotal[]; chunks: ChunkBreakdown[] };

/**
 * The production build again, with .map files but no sourceMappingURL comment: the chunks stay
 * byte-identical. In a child process, as `npm run build` runs it (and its service-worker build's log stays there).
 */
async function buildWithMaps(outDir: string): Promise<void> {
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
  await run(process.execPath, [vite, 'build', '--sourcemap', 'hidden', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT });
}

/** The source map of a served chunk: next to it, or in `mapsDir` for a file with the very same content. */
function mapFor(code: Buffer, path: string, distDir: string, mapsDir: string | undefined): SourceMap | undefined {
  const beside = join(distDir, `${path}.map`);
  if (existsSync(beside)) return JSON.parse(readFileSync(beside, 'utf8')) as SourceMap;
  if (!mapsDir) return undefined;
  const sameName = join(mapsDir, path);
  const assets = join(mapsDir, 'assets');
  const candidates = [sameName, ...readdirSync(assets).filter((f) => f.endsWith('.js')).map((f) => join(assets, f))];
  const twin = candidates.find((file) => existsSync(file) && existsSync(`${file}.map`) && readFileSync(file).equals(code));
  return twin ? (JSON.parse(readFileSync(`${twin}.map`, 'utf8')) as SourceMap) : undefined;
}

function breakdownChunk(path: string, distDir: string, mapsDir: string | undefined): ChunkBreakdown {
  const code = readFileSync(join(distDir, path));
  const gzip = gzipSize(code);
  const map = mapFor(code, path, distDir, mapsDir);
  const file = path.replace(/^\/?assets\//, '');
  if (!map) return { file, raw: code.length, gzip, mapped: false, owners: [{ group: 'other', name: `${file} (no source map)`, raw: code.length, gzip }] };
  const text = code.toString('utf8');
  const bytesPerChar = code.length / text.length;
  const owners = new Map<string, Share>();
  for (const [source, chars] of charactersPerSource(text, map)) {
    const owner = ownerOf(map.sources[source]);
    const share = owners.get(owner.name) ?? { ...owner, raw: 0, gzip: 0 };
    share.raw += chars * bytesPerChar;
    share.gzip += (chars * bytesPerChar * gzip) / code.length; // the chunk's own compression ratio
    owners.set(owner.name, share);
  }
  return { file, raw: code.length, gzip, mapped: true, owners: [...owners.values()].sort((a, b) => b.gzip - a.gzip) };
}

function groupTotals(chunks: readonly ChunkBreakdown[], totalGzip: number): GroupTotal[] {
  const groups = new Map<Group, GroupTotal>();
  for (const share of chunks.flatMap((chunk) => chunk.owners)) {
    const group = groups.get(share.group) ?? { group: share.group, raw: 0, gzip: 0, share: 0, parts: [] };
    group.raw += share.raw;
    group.gzip += share.gzip;
    const part = group.parts.find((p) => p.name === share.name);
    if (part) {
      part.raw += share.raw;
      part.gzip += share.gzip;
    } else group.parts.push({ ...share });
    groups.set(share.group, group);
  }
  const sorted = [...groups.values()].sort((a, b) => b.gzip - a.gzip);
  for (const group of sorted) {
    group.share = group.gzip / totalGzip;
    group.parts.sort((a, b) => b.gzip - a.gzip);
  }
  return sorted;
}

/**
 * Breaks down the scripts a real first visit to `route` loads from `siteUrl`, which must serve `distDir`.
 * Uses .map files in `distDir` when there are; otherwise builds once more with hidden source maps into a
 * temporary folder and matches chunks by content.
 */
export async function bundleBreakdown(distDir: string, siteUrl: string, route = '/'): Promise<BundleBreakdown> {
  const browser = await launchLoopbackChromium();
  const visit = await firstVisit(browser, new URL(route, siteUrl).href).finally(() => browser.close());
  const scripts = visit.resources.filter((r) => r.kind === 'js').map((r) => new URL(r.url).pathname);
  const mapsBeside = scripts.some((path) => existsSync(join(distDir, `${path}.map`)));
  const mapsDir = mapsBeside ? undefined : await mkdtemp(join(tmpdir(), 'react-sfx-maps-'));
  try {
    if (mapsDir) await buildWithMaps(mapsDir);
    const chunks = scripts.map((path) => breakdownChunk(path, distDir, mapsDir)).sort((a, b) => b.gzip - a.gzip);
    const totalGzip = chunks.reduce((sum, c) => sum + c.gzip, 0);
    const totalRaw = chunks.reduce((sum, c) => sum + c.raw, 0);
    const mapsFrom = mapsDir ? 'a hidden-source-map rebuild, chunks matched by content' : 'the .map files in the served folder';
    return { route, mapsFrom, totalRaw, totalGzip, groups: groupTotals(chunks, totalGzip), chunks };
  } finally {
    if (mapsDir) await rm(mapsDir, { recursive: true, force: true });
  }
}

const row = (label: string, gzip: number, raw: number, share?: number) =>
  `         ${label.padEnd(44)}${kb(gzip).padStart(9)}${kb(raw).padStart(9)}${share === undefined ? '' : `${(share * 100).toFixed(1).padStart(7)}%`}`;

export function bundleBreakdownLines(result: BundleBreakdown): string[] {
  const { route, mapsFrom, totalRaw, totalGzip, groups, chunks } = result;
  return [
    `bundle: JS of a first visit to ${route}, ${chunks.length} chunks; sources from ${mapsFrom}`,
    '         gzip = gzip -9 per chunk, shared among its sources by minified bytes',
    `         ${'group / package'.padEnd(44)}  gzip KB   raw KB  share`,
    ...groups.flatMap((g) => [
      row(g.group, g.gzip, g.raw, g.share),
      ...(g.parts.length > 1 || !g.group.includes(g.parts[0]?.name ?? '') ? g.parts.map((p) => row(`  ${p.name}`, p.gzip, p.raw)) : []),
    ]),
    row('total', totalGzip, totalRaw, 1),
    `         ${'chunk'.padEnd(44)}  gzip KB   raw KB  largest sources`,
    ...chunks.map((c) =>
      `${row(c.file, c.gzip, c.raw)}  ${c.owners.slice(0, 3).map((o) => `${o.name} ${kb(o.gzip)}`).join(', ')}${c.mapped ? '' : ' (no map)'}`),
  ];
}
