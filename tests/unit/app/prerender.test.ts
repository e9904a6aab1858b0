// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headFor, PRERENDERED_PAGES, SOCIAL_CARD } from '../../../src/app/prerender.tsx';
import { SITE_ORIGIN } from '../../../src/app/siteOrigin.ts';

/** The content of the meta tag with that property or name, read back from the tags as a crawler reads them. */
function metaContent(tags: string, key: string): string | undefined {
  const tag = tags.split('\n').find((line) => line.includes(`property="${key}"`) || line.includes(`name="${key}"`));
  return tag?.match(/content="([^"]*)"/)?.[1];
}

describe('headFor: the link preview of every page', () => {
  it.each(PRERENDERED_PAGES.map((page) => page.path))('%s shows the social card, as a large image', (path) => {
    const { tags } = headFor(path);
    // Crawlers need an absolute URL: the site's origin and base, then the file.
    expect(metaContent(tags, 'og:image')).toBe(`${SITE_ORIGIN}${import.meta.env.BASE_URL}${SOCIAL_CARD.path.slice(1)}`);
    expect(metaContent(tags, 'og:image:width')).toBe('1200');
    expect(metaContent(tags, 'og:image:height')).toBe('630');
    expect(metaContent(tags, 'og:image:alt')).toBe(SOCIAL_CARD.alt);
    expect(metaContent(tags, 'twitter:card')).toBe('summary_large_image');
  });

  it('names a card that exists in public/ at the size it states', () => {
    const png = readFileSync(new URL(`../../../public${SOCIAL_CARD.path}`, import.meta.url));
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: SOCIAL_CARD.width, height: SOCIAL_CARD.height });
  });
});
