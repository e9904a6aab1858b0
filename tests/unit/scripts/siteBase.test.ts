// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { siteBase } from '../../../scripts/siteBase.ts';

describe('siteBase: the SITE_BASE a build is served under', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['/react-sfx/', '/react-sfx/'],
    ['react-sfx', '/react-sfx/'],
    ['/docs/sfx', '/docs/sfx/'],
  ])('%j -> %s', (value, base) => {
    expect(siteBase(value)).toBe(base);
  });

  it.each(['/../etc/', '/a/./b/', '/with space/', '/q?x=1/', 'https://example.com/', '/a//b/'])('refuses %j with a clear error', (value) => {
    expect(() => siteBase(value)).toThrow(/^SITE_BASE must be a path such as \/react-sfx\//);
  });
});
