import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE, routeOf } from '../../../src/config/paths.ts';

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
  ])('%s -> %s', (pathname, route) => {
    expect(routeOf(pathname)).toBe(route);
  });
});
