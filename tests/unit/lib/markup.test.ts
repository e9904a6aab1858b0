import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../../../src/lib/markup.ts';

describe('the one escape', () => {
  it('makes text safe in an element and in a double-quoted attribute, and leaves apostrophes be', () => {
    expect(escapeMarkup(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry\'s&lt;/a&gt;');
  });
});
