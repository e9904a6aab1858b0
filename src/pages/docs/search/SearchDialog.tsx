import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type SearchHit, MAX_QUERY_LENGTH, loadSearch } from './searchIndex.ts';
import styles from './SearchDialog.module.css';

type IndexState = { state: 'loading' } | { state: 'ready'; search: (query: string) => SearchHit[] } | { state: 'failed' };

/** The build's index (search-index.json), fetched when the dialog first opens; offline it comes from the precache. */
function useSearchIndex(): IndexState {
  const [index, setIndex] = useState<IndexState>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    loadSearch(`${import.meta.env.BASE_URL}search-index.json`).then(
      (search) => live && setIndex({ state: 'ready', search }),
      () => live && setIndex({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return index;
}

/** The excerpt with the matched words marked. */
function Marked({ text, terms }: { text: string; terms: readonly string[] }) {
  const words = terms.filter(Boolean).map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return <>{text}</>;
  const parts = text.split(new RegExp(`(${words.join('|')})`, 'gi'));
  return <>{parts.map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part))}</>;
}

/** What the status line says: loading, a failure, no match, or how many matched. */
function statusOf(index: IndexState, query: string, count: number): string {
  if (index.state === 'loading') return 'Loading the search index…';
  if (index.state === 'failed') return 'The search index could not be loaded. Close the search and try again.';
  if (query.trim() === '') return 'Type to search headings, text, API names and options.';
  const shown = query.length > 60 ? `${query.slice(0, 60)}…` : query;
  return count === 0 ? `No results for “${shown}”` : `${count} result${count === 1 ? '' : 's'} for “${shown}”`;
}

/**
 * The docs search: a modal dialog (the browser's own, so focus stays inside and Escape closes it) with a
 * combobox. Results come as the reader types; arrows move through them, Enter goes to the section, and
 * the address gets its #id. Loaded with its index when the search first opens.
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const index = useSearchIndex();
  const navigate = useNavigate();
  const ids = useId();
  const hits = useMemo(() => (index.state === 'ready' && query.trim() !== '' ? index.search(query) : []), [index, query]);

  useEffect(() => {
    const opener = document.activeElement;
    const element = dialog.current;
    element?.showModal();
    return () => {
      element?.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const go = (hit: SearchHit | undefined) => {
    if (!hit) return;
    const [pathname = '', hash = ''] = hit.id.split('#');
    onClose();
    void navigate({ pathname, hash: `#${hash}` });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length > 0) setActive((current) => (current + (event.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(hits[active]);
    } else if (event.key === 'Escape') {
      // A search field's own Escape would only clear it: here it closes the search, as everywhere else.
      event.preventDefault();
      onClose();
    }
  };

  const optionId = (position: number) => `${ids}-option-${position}`;
  return (
    // A click on the backdrop (the dialog element itself, outside its panel) closes it.
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${ids}-title`} onClose={onClose} onClick={(event) => event.target === dialog.current && onClose()}>
      <div className={styles.panel}>
        <h2 id={`${ids}-title`} className="visually-hidden">
          Search the docs
        </h2>
        <input
          className={styles.input}
          type="search"
          role="combobox"
          aria-label="Search the docs"
          aria-expanded={hits.length > 0}
          aria-controls={`${ids}-results`}
          aria-autocomplete="list"
          aria-activedescendant={hits.length > 0 ? optionId(active) : undefined}
          placeholder="Search the docs"
          autoComplete="off"
          spellCheck={false}
          maxLength={MAX_QUERY_LENGTH * 5}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <p role="status" className={styles.status}>
          {statusOf(index, query, hits.length)}
        </p>
        <ul id={`${ids}-results`} role="listbox" aria-label="Results" className={styles.results}>
          {hits.map((hit, position) => (
            // The combobox keeps the keyboard; a pointer picks an option directly.
            <li
              key={hit.id}
              id={optionId(position)}
              role="option"
              aria-selected={position === active}
              className={styles.hit}
              onClick={() => go(hit)}
              onPointerMove={() => setActive(position)}
            >
              <span className={styles.where}>
                {hit.page} › <strong>{hit.title}</strong>
              </span>
              <span className={styles.excerpt}>
                <Marked text={hit.excerpt} terms={hit.terms} />
              </span>
            </li>
          ))}
        </ul>
        <p className={styles.keys} aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> to choose, <kbd>Enter</kbd> to go, <kbd>Esc</kbd> to close
        </p>
      </div>
    </dialog>
  );
}
