// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCachePolicy } from '../../../scripts/vite-plugin-headers.ts';

const DOC = readFileSync(new URL('../../../docs/performance.md', import.meta.url), 'utf8');

/** The ```nginx block of the "Deploying: cache policy" section. */
function nginxSnippet(): string {
  const section = DOC.split(/^## /m).find((part) => part.startsWith('Deploying: cache policy'));
  const block = section?.match(/```nginx\n([\s\S]*?)```/)?.[1];
  if (!block) throw new Error('docs/performance.md: no ```nginx block under "## Deploying: cache policy"');
  return block;
}

type Location = { modifier: string; path: string; cacheControl: string | undefined };

function locations(snippet: string): Location[] {
  return [...snippet.matchAll(/location\s+(?:(=|\^~|~\*?)\s+)?(\S+)\s*\{([^}]*)\}/g)].map(([, modifier = '', path, body]) => ({
    modifier,
    path,
    cacheControl: body.match(/add_header\s+Cache-Control\s+"([^"]*)"/)?.[1],
  }));
}

/** The nginx location that gives a policy rule's files its Cache-Control, with the policy's first-match order. */
function locationFor(match: string): Pick<Location, 'modifier' | 'path'> {
  if (match === '*') return { modifier: '', path: '/' };
  // A regular expression location wins over every prefix but a ^~ one: the folders take ^~ to come first.
  if (match.startsWith('*.')) return { modifier: '~', path: `\\.${match.slice(2)}$` };
  return match.endsWith('/') ? { modifier: '^~', path: match } : { modifier: '=', path: match };
}

describe('docs/performance.md: the nginx snippet', () => {
  it('sets each rule of scripts/cache-policy.json, with its value, and nothing else', () => {
    const expected = readCachePolicy().map(({ match, cacheControl }) => ({ ...locationFor(match), cacheControl }));
    expect(locations(nginxSnippet())).toEqual(expect.arrayContaining(expected));
    expect(locations(nginxSnippet())).toHaveLength(expected.length);
  });
});
