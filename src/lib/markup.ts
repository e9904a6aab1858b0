/**
 * Text made safe inside HTML or XML, in an element or a double-quoted attribute (the only kind the site
 * writes): the site's one escape (the prerendered head tags, the page's root attribute, the sitemap). An
 * apostrophe needs none there, so a title such as "What's new" stays as it is written.
 */
export const escapeMarkup = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
