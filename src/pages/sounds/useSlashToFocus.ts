import { type RefObject, useEffect } from 'react';
import { isTypingTarget } from '../../lib/isTypingTarget.ts';

/** Pressing `/` anywhere on the page focuses the field (as on GitHub and MDN), unless the visitor is typing. */
export function useSlashToFocus(field: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault(); // the slash must not land in the field
      field.current?.focus();
      field.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [field]);
}
