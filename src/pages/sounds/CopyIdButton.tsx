import { useCallback } from 'react';
import { useCopyFeedback } from '../../components/useCopyFeedback.ts';
import { copyText } from '../../lib/clipboard.ts';
import { CardIcon } from './CardIcon.tsx';
import styles from './IconButton.module.css';

const TITLE = 'Copy sound ID to clipboard';

/**
 * Copies a sound's id and shows a tick for 2 seconds; a refused copy (permission denied, no clipboard)
 * shows a cross for the same 2 seconds and says so to screen readers. Nothing goes to the console
 * (spec section 8): the failure is caught, never left unhandled.
 */
export function CopyIdButton({ soundKey, describedBy }: { soundKey: string; describedBy: string }) {
  const { state, run } = useCopyFeedback(useCallback(() => copyText(soundKey), [soundKey]));
  const copied = state === 'copied';
  const refused = state === 'failed';
  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${copied ? styles.done : ''} ${refused ? styles.refused : ''}`}
        title={TITLE}
        aria-label={TITLE}
        aria-describedby={describedBy}
        onClick={() => void run()}
      >
        <CardIcon name={copied ? 'check' : refused ? 'cross' : 'copy'} />
      </button>
      <span role="status" className="visually-hidden">
        {copied ? 'Sound ID copied' : refused ? "Couldn't copy the sound ID: the browser refused" : ''}
      </span>
    </>
  );
}
