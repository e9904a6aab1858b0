import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE, routeOf } from '../../../src/config/paths.ts';
import { studioPathFor } from '../../../src/config/studioLink.ts';

describe('routeOf: which route an address renders (the marker prerendered pages carry)', () => {
  it.each([
    ['/', '/'],
    ['/sounds', '/sounds'],
    ['/sounds/', '/sounds'],
    ['/docs//', '/docs'],
    ['/index', NOT_FOUND_ROUTE],
    ['/docs/x', NOT_FOUND_ROUTE],
    ['/404', NOT_FOUND_ROUTE],
    ['/SOUNDS', '/sounds'],
    ['/studio/', '/studio'],
  ])('%s -> %s', (pathname, route) => {
    expect(routeOf(pathname)).toBe(route);
  });
});

describe('studioPathFor: the studio opened on one sound', () => {
  it('names the sound in the query, its slash readable', () => {
    expect(studioPathFor('ui/copy')).toBe('/studio?sound=ui/copy');
    expect(new URLSearchParams(studioPathFor('game/coin_bling').split('?')[1]).get('sound')).toBe('game/coin_bling');
  });
});
