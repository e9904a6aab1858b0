import { Suspense, lazy, useEffect, useState } from 'react';
import styles from './DocsSearch.module.css';
import { isSearchShortcut } from './searchShortcut.ts';

// The dialog, MiniSearch and the index load when the search first opens (or when the reader reaches for
// the button), not with the page.
const loadDialog = () => import('./SearchDialog.tsx');
const SearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })));

/**
 * The docs search's button ("Search", with its shortcut shown) and its shortcuts: Ctrl+K or ⌘K, or '/'
 * outside a field. Opens the search dialog.
 */
export function DocsSearch() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault(); // neither the browser's own Ctrl+K nor a '/' typed anywhere
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const warm = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <button type="button" className={styles.button} onClick={() => setOpen(true)} onPointerEnter={warm} onFocus={warm} aria-keyshortcuts="Control+K Meta+K /" data-copy-exclude="">
        <span aria-hidden="true" className={styles.icon}>
          ⌕
        </span>
        Search
        <kbd className={styles.kbd} aria-hidden="true">
          /
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
