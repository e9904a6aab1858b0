import { paths } from './paths.ts';

/**
 * The Sound Studio opened on one sound ('/studio?sound=ui/copy'): what each card of the library links to.
 * Its own module, so the entry chunk (which holds `paths`) does not carry it to every page.
 * Keys are lower-case letters, digits, underscores and one slash, so the slash is left readable.
 */
export function studioPathFor(soundKey: string): string {
  return `${paths.studio}?sound=${encodeURIComponent(soundKey).replace('%2F', '/')}`;
}
