import { useCallback } from 'react';
import { copyText } from '../lib/clipboard.ts';
import styles from './CopyButton.module.css';
import { CopyStateIcon } from './CopyStateIcon.tsx';
import { useCopyFeedback } from './useCopyFeedback.ts';

type CopyButtonProps = {
  /** The text copied, or what gives it at the click (the text on show). */
  text: string | (() => string);
  /** Accessible name and title, e.g. 'Copy install command'. */
  label: string;
  className?: string;
};

/** An icon button that copies `text`, shows a tick for 2 s (or a cross on failure) and announces it. */
export function CopyButton({ text, label, className }: CopyButtonProps) {
  const { state, run } = useCopyFeedback(useCallback(() => copyText(typeof text === 'function' ? text() : text), [text]));
  const announcement = state === 'copied' ? 'Copied' : state === 'failed' ? 'Failed to copy' : '';
  return (
    <>
      <button type="button" className={`${styles.button} ${className ?? ''}`} title={label} aria-label={label} onClick={() => void run()}>
        <CopyStateIcon state={state} />
      </button>
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
    </>
  );
}
