import { describe, expect, it } from 'vitest';
import { createSearch, MAX_QUERY_LENGTH, type SearchDocument } from '../../../../../src/pages/docs/search/searchIndex.ts';

const DOCUMENTS: SearchDocument[] = [
  { id: '/docs#installation', page: 'Documentation', title: 'Installation', text: 'Install react-sfx with howler.js, the audio engine it plays through.', keywords: '' },
  {
    id: '/docs/api#SoundProviderProps',
    page: 'API Reference',
    title: 'SoundProviderProps',
    text: 'children ReactNode runtime SoundRuntime preload readonly SoundName[] initialEnabled boolean true cleanupInterval? number Every this many milliseconds, release sounds that nothing uses. localSoundsPath cdnUrl loadTimeout and more words for a long table',
    keywords: 'children runtime preload initialEnabled cleanupInterval localSoundsPath cdnUrl loadTimeout',
  },
  { id: '/docs/api#useSound', page: 'API Reference', title: 'useSound', text: 'function useSound(name: SoundName, defaultOptions?: UseSoundOptions): UseSoundReturn', keywords: '' },
  { id: '/docs/troubleshooting#cors', page: 'Troubleshooting', title: 'CORS on a custom CDN', text: 'The CDN must send Access-Control-Allow-Origin.', keywords: '' },
  { id: '/docs/nextjs#layout', page: 'Next.js', title: 'The provider in the root layout', text: 'Pass cdnUrl and cleanupInterval as props.', keywords: '' },
];

const search = createSearch(DOCUMENTS);

describe('the docs search', () => {
  it('finds headings first, prose and option names too, by prefix', () => {
    expect(search('install')[0]?.id).toBe('/docs#installation');
    // The option's own row ranks above prose that mentions it.
    expect(search('cleanupInt').map((hit) => hit.id)).toEqual(['/docs/api#SoundProviderProps', '/docs/nextjs#layout']);
    expect(search('usesound')[0]?.id).toBe('/docs/api#useSound');
    expect(search('Access-Control-Allow-Origin').map((hit) => hit.id)).toEqual(['/docs/troubleshooting#cors']);
  });

  it('forgives a typo, and needs every word of a query', () => {
    expect(search('howlr')[0]?.id).toBe('/docs#installation');
    expect(search('custom cdn')[0]?.id).toBe('/docs/troubleshooting#cors');
    expect(search('custom howler')).toEqual([]);
  });

  it('gives each hit the words around the match, and the matched terms', () => {
    const [hit] = search('milliseconds');
    expect(hit?.excerpt).toContain('milliseconds');
    expect(hit?.terms).toEqual(['milliseconds']);
  });

  it('answers empty, regex-like, unknown and very long queries with no hit and no error', () => {
    expect(search('')).toEqual([]);
    expect(search('.*[(')).toEqual([]);
    expect(search('xylophonequartz')).toEqual([]);
    expect(() => search('a'.repeat(100_000))).not.toThrow();
    expect(MAX_QUERY_LENGTH).toBeLessThan(1000);
  });
});
