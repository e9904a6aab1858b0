// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type RouteKind, offlineShellFor, pageFileFor, routeFor } from '../../../sw/routes.ts';

const ORIGIN = 'https://react-sfx.test';

function route(url: string, { method = 'GET', mode = 'cors', cdn = '/cdn/v1', base = '/' } = {}): RouteKind {
  return routeFor({ url: new URL(url, ORIGIN), method, mode }, cdn, ORIGIN, base);
}

describe('routeFor: which strategy answers a request', () => {
  it.each([
    ['/cdn/v1/ui/copy.5b2f0c1.mp3', 'cdn-audio'],
    ['/cdn/v1/ambient/rain.0a1b2c3.mp3', 'cdn-audio'],
    ['/sounds/ui/copy.mp3', 'local-audio'],
    ['/sounds/notification/success.mp3', 'local-audio'],
    // As sw/verify.ts reads it (soundAddress.ts): catalogue names are lower case (the route was /i, verify was not).
    ['/sounds/UI/Copy.mp3', 'network'],
    ['/cdn/v1/', 'network'],
    ['/sounds/../secret.mp3', 'network'],
    ['/assets/index-abc123.js', 'network'],
    ['/assets/studio-encoder-Ab_3x-9.js', 'studio-code'],
    ['/assets/studio-encoder-Ab3.js.map', 'network'],
    ['https://elsewhere.test/cdn/v1/ui/copy.5b2f0c1.mp3', 'network'],
  ] as const)('GET %s -> %s', (url, kind) => {
    expect(route(url)).toBe(kind);
  });

  it('never caches or serves a HEAD from the worker: the local-copy check goes to the network', () => {
    expect(route('/sounds/ui/copy.mp3', { method: 'HEAD' })).toBe('network');
    expect(route('/cdn/v1/ui/copy.5b2f0c1.mp3', { method: 'HEAD' })).toBe('network');
  });

  it.each([
    ['/', 'navigation'],
    ['/sounds', 'navigation'],
    ['/sounds?category=ui&page=2', 'navigation'],
    ['/docs#installation', 'navigation'],
    ['/no/such/page', 'navigation'],
    ['/sounds/ui/copy.mp3', 'local-audio'],
    ['/sounds/ui/nope.mp3', 'local-audio'],
    ['/cdn/v1/ui/nope.mp3', 'cdn-audio'],
    ['/cdn/v1/ui', 'network'],
    ['/robots.txt', 'network'],
    ['/manifest.webmanifest', 'network'],
    // Another host's root to a URL parser: the not-found page, file-like or not, as scripts/serve.mjs answers.
    [`${ORIGIN}//evil.com`, 'navigation'],
    [`${ORIGIN}//evil.com/x.mp3`, 'navigation'],
    [`${ORIGIN}//sounds/ui/copy.mp3`, 'navigation'],
  ] as const)('navigating to %s -> %s (file-like paths never get the shell)', (url, kind) => {
    expect(route(url, { mode: 'navigate' })).toBe(kind);
  });

  it('under a sub-path, knows only its own base: sounds, CDN and pages below it', () => {
    const site = { base: '/react-sfx/', cdn: '/react-sfx/cdn/v1' };
    expect(route('/react-sfx/cdn/v1/ui/copy.5b2f0c1.mp3', site)).toBe('cdn-audio');
    expect(route('/react-sfx/sounds/ui/copy.mp3', site)).toBe('local-audio');
    expect(route('/sounds/ui/copy.mp3', site)).toBe('network');
    expect(route('/react-sfx/docs', { ...site, mode: 'navigate' })).toBe('navigation');
    expect(route('/react-sfx/sounds/ui/copy.mp3', { ...site, mode: 'navigate' })).toBe('local-audio');
    expect(route('/other-site/docs', { ...site, mode: 'navigate' })).toBe('network');
    expect(route('/react-sfx/assets/studio-encoder-Ab3.js', site)).toBe('studio-code');
    expect(route('/assets/studio-encoder-Ab3.js', site)).toBe('network');
  });

  it('follows a cross-origin CDN base given at build time', () => {
    const cdn = 'https://cdn.example.test/sfx/v1';
    expect(route('https://cdn.example.test/sfx/v1/ui/copy.5b2f0c1.mp3', { cdn })).toBe('cdn-audio');
    expect(route('/cdn/v1/ui/copy.5b2f0c1.mp3', { cdn })).toBe('network');
    expect(route('https://cdn.example.test/other/ui/copy.mp3', { cdn })).toBe('network');
  });
});

describe('pageFileFor: a navigation gets the prerendered page it hydrates', () => {
  const precached = new Set(['index.html', 'sounds/index.html', 'docs/index.html', 'docs/api/index.html', '404.html']);
  // As the worker asks Workbox (getCacheKeyForURL): a file name is resolved against the worker's address.
  const page = (pathname: string, files: ReadonlySet<string> = precached, base = '/') =>
    pageFileFor(pathname, (file) => files.has(new URL(file, `${ORIGIN}/`).pathname.slice(1)), base);

  it.each([
    ['/', 'index.html'],
    ['/sounds', 'sounds/index.html'],
    ['/sounds/', 'sounds/index.html'],
    ['/docs', 'docs/index.html'],
    ['/docs/api', 'docs/api/index.html'],
    ['/docs/api/', 'docs/api/index.html'],
    ['/docs/index', '404.html'],
    ['/docs/nope', '404.html'],
    ['/no/such/page', '404.html'],
    ['/index', '404.html'],
    ['/sounds/ui', '404.html'],
    ['/404', '404.html'],
    ['//evil.com', '404.html'],
    ['//docs', '404.html'],
    ['//', '404.html'],
  ])('%s -> %s', (pathname, file) => {
    expect(page(pathname)).toBe(file);
  });

  it.each([
    ['/react-sfx/', 'index.html'],
    ['/react-sfx/docs/', 'docs/index.html'],
    ['/react-sfx/docs/api', 'docs/api/index.html'],
    ['/react-sfx/sounds', 'sounds/index.html'],
    ['/react-sfx/nope', '404.html'],
    ['/react-sfx//docs', '404.html'],
  ])('under the base /react-sfx/: %s -> %s', (pathname, file) => {
    expect(page(pathname, precached, '/react-sfx/')).toBe(file);
  });

  it('answers with index.html when the build has no page of that name and no 404.html', () => {
    expect(page('/docs', new Set(['index.html']))).toBe('index.html');
  });
});

describe('offlineShellFor: a page the precache leaves out', () => {
  const precached = new Set(['index.html', 'docs/index.html', 'sounds/index.html', '404.html']);
  const pages = ['/', '/sounds', '/docs', '/docs/api', '/docs/use-sound', '/studio'];
  const shell = (pathname: string, base = '/') => offlineShellFor(pathname, (file) => precached.has(file), pages, base);

  it.each([
    ['/docs/api', 'docs/index.html'],
    ['/docs/api/', 'docs/index.html'],
    ['/docs/USE-SOUND', 'docs/index.html'],
    ['/studio', 'index.html'],
  ])('%s comes from the network, else from %s, which renders it afresh', (pathname, file) => {
    expect(shell(pathname)).toBe(file);
  });

  it.each(['/', '/docs', '/sounds', '/docs/nope', '/docs/api/extra', '/elsewhere'])('%s is not one: precached, or no page', (pathname) => {
    expect(shell(pathname)).toBeNull();
  });

  it('follows the base', () => {
    expect(shell('/react-sfx/docs/api', '/react-sfx/')).toBe('docs/index.html');
    expect(shell('/react-sfx/docs', '/react-sfx/')).toBeNull();
  });
});
