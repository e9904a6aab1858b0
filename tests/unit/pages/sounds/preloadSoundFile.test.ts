/** A card's reach for its sound asks the browser for the file beside the library's code (preloadSoundFile.ts). */
import { afterEach, expect, it, vi } from 'vitest';
import { soundCatalogue } from 'react-sfx';
import { SITE_CDN_URL } from '../../../../src/config/base.ts';
import { preloadSoundFile } from '../../../../src/pages/sounds/preloadSoundFile.ts';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({ href: link.getAttribute('href'), as: link.getAttribute('as'), crossOrigin: link.crossOrigin }));

afterEach(() => vi.restoreAllMocks());

it('preloads the address the loader fetches, once per sound, and nothing for a name that is not a built-in sound', () => {
  preloadSoundFile('arcade/level_up');
  preloadSoundFile('arcade/level_up');
  preloadSoundFile('https://example.com/boing.mp3');
  preloadSoundFile('ui/nope');
  expect(preloads()).toEqual([{ href: `${SITE_CDN_URL}/${soundCatalogue['arcade/level_up'].src}`, as: 'fetch', crossOrigin: 'anonymous' }]);
});

it('asks for nothing while the browser is offline (the site renders the sound then)', () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const before = preloads().length;
  preloadSoundFile('ui/copy');
  expect(preloads()).toHaveLength(before);
});
