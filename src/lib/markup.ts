/**
 * Text made safe inside HTML or XML, in an element or a quoted attribute: the site's one escape (the
 * prerendered head tags, the page's root attributes, the sitemap).
 */
export const escapeMarkup = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');
