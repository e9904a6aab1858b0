/**
 * Which source each byte of a minified chunk came from, read off its source map (v3 mappings decoded
 * here: base64 VLQ, no dependency), and which group of the code base each source belongs to.
 */

export type SourceMap = { sources: string[]; mappings: string };

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, value) => [char, value]));

/** The fields of one mappings segment (relative values, as written). */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Bad source map character '${char}'`);
    value += (digit & 31) << shift;
    shift += 5;
    if (digit & 32) continue;
    fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return fields;
}

/**
 * Characters of `code` per source (index into `map.sources`; -1 = unmapped: import/export statements,
 * Vite's preload helper, newlines, segments without a source). A segment runs from its column to the
 * next segment's, or to the line's end.
 */
export function charactersPerSource(code: string, map: SourceMap): Map<number, number> {
  const counts = new Map<number, number>();
  const add = (source: number, chars: number) => counts.set(source, (counts.get(source) ?? 0) + chars);
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let source = 0;
  lines.forEach((line, index) => {
    if (index < lines.length - 1) add(-1, 1); // the newline
    let column = 0;
    let owner = -1;
    let at = 0;
    for (const segment of (mappingLines[index] ?? '').split(',').filter(Boolean)) {
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      add(owner, column - at);
      at = column;
      if (sourceDelta === undefined) owner = -1;
      else owner = source += sourceDelta;
    }
    add(owner, line.length - at);
  });
  return counts;
}

/** Framework packages, by their name under node_modules. */
const FRAMEWORK = new Set([
  'react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom', '@reduxjs/toolkit', 'redux', 'reselect',
  'immer', 'react-redux', 'use-sync-external-store',
]);
const SITE = /(^|\/)(src\/(app|pages|components|lib|config)\/|store\/|src\/[^/]+\.tsx?$)/;

export type Group = 'framework' | 'howler' | 'other packages' | 'library (src/sfx)' | 'site' | 'other';
export type Owner = { group: Group; name: string };

/** The group of a source path as a map names it (relative to the map, e.g. '../../node_modules/x/y.js'). */
export function ownerOf(source: string | undefined): Owner {
  if (source === undefined) return { group: 'other', name: 'unmapped glue (imports, Vite helper)' };
  const path = source.replace(/\\/g, '/');
  const inPackage = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inPackage) {
    const name = inPackage[1];
    if (FRAMEWORK.has(name)) return { group: 'framework', name };
    return name === 'howler' ? { group: 'howler', name } : { group: 'other packages', name };
  }
  // By folder: src/sfx/runtime, src/sfx/catalogue.ts; src/pages/home, src/components, store.
  const name = /(src\/(sfx|pages)\/[^/]+|src\/[^/]+|store)/.exec(path)?.[1] ?? path;
  if (/(^|\/)src\/sfx\//.test(path)) return { group: 'library (src/sfx)', name };
  if (SITE.test(path)) return { group: 'site', name };
  return { group: 'other', name: path.replace(/^(\.\.\/)+/, '') };
}
