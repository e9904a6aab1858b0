import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { copyText } from '../../lib/clipboard.ts';
import { CopyStateIcon } from '../../components/CopyStateIcon.tsx';
import { useCopyFeedback } from '../../components/useCopyFeedback.ts';
import styles from './CopyPageButton.module.css';
import { pageText } from './pageText.ts';

const LABELS = { idle: 'Copy to Clipboard', copied: 'Copied!', failed: 'Failed to copy' } as const;

/**
 * Copies the page's text. The label shows the outcome ('Copied!' or 'Failed to copy') for 2 seconds,
 * and the button stays disabled until it reads 'Copy to Clipboard' again (spec section 2).
 */
export function CopyPageButton({ contentRef }: { contentRef: RefObject<HTMLElement | null> }) {
  const copyPage = useCallback(async () => {
    if (!contentRef.current) throw new Error('The page content is not rendered');
    await copyText(pageText(contentRef.current));
  }, [contentRef]);
  const { state, run } = useCopyFeedback(copyPage);
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);

  // A focused button that becomes disabled drops focus to the body; give it back when it is enabled
  // again, so a keyboard user is where they were.
  useEffect(() => {
    if (state !== 'idle' || !hadFocus.current) return;
    hadFocus.current = false;
    if (document.activeElement === null || document.activeElement === document.body) button.current?.focus();
  }, [state]);

  const copy = () => {
    hadFocus.current = document.activeElement === button.current;
    void run();
  };

  return (
    <div className={styles.wrapper} data-copy-exclude="">
      <button ref={button} type="button" className={styles.button} data-state={state} disabled={state !== 'idle'} onClick={copy}>
        <CopyStateIcon state={state} className={styles.icon} />
        {LABELS[state]}
      </button>
      {/* The label alone is not announced when it changes; this polite region tells screen-reader users. */}
      <span role="status" className="visually-hidden">
        {state === 'idle' ? '' : LABELS[state]}
      </span>
    </div>
  );
}
