import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../../../src/lib/markup.ts';

describe('the one escape', () => {
  it('makes text safe in an element and in either kind of quoted attribute', () => {
    expect(escapeMarkup(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot; title=&apos;y&apos;&gt;Tom &amp; Jerry&lt;/a&gt;');
  });
});
