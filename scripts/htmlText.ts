/** Reading text out of the build's own HTML (prerendered pages, shiki's markup), as a browser would show it. */

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** `text` with its character references decoded: the named ones HTML's own markup uses, and numeric ones. */
export function decodeCharacterReferences(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (reference, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return ENTITIES[code.toLowerCase()] ?? reference;
  });
}
