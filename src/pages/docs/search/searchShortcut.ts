import { isTypingTarget } from '../../../lib/isTypingTarget.ts';

/**
 * The docs search's shortcuts, as on the best docs sites: Ctrl+K or ⌘K anywhere, and '/' outside a field.
 * index.html holds the same keys pressed before the page is live, and the page replays them (earlyInput.ts).
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTypingTarget(event.target);
}
