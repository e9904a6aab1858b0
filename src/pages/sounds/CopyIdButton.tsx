import { useCallback } from 'react';
import { useCopyFeedback } from '../../components/useCopyFeedback.ts';
import { copyText } from '../../lib/clipboard.ts';
import { CardIcon } from './CardIcon.tsx';
import styles from './IconButton.module.css';

const TITLE = 'Copy sound ID to clipboard';

/**
 * Copies a sound's id and shows a tick for 2 seconds. A refused copy is not reported to the visitor
 * (spec section 8): the icon simply stays as it was; the failure is caught, never left unhandled.
 */
export function CopyIdButton({ soundKey, describedBy }: { soundKey: string; describedBy: string }) {
  const { state, run } = useCopyFeedback(useCallback(() => copyText(soundKey), [soundKey]));
  const copied = state === 'copied';
  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${copied ? styles.done : ''}`}
        title={TITLE}
        aria-label={TITLE}
        aria-describedby={describedBy}
        onClick={() => void run()}
      >
        <CardIcon name={copied ? 'check' : 'copy'} />
      </button>
      <span role="status" className="visually-hidden">
        {copied ? 'Sound ID copied' : ''}
      </span>
    </>
  );
}
