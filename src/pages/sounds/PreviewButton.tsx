import { Spinner } from '../../components/Spinner.tsx';
import { useTouchRelease } from '../../components/useTouchRelease.ts';
import { CardIcon, type CardIconName } from './CardIcon.tsx';
import styles from './PreviewButton.module.css';
import { type PreviewState, usePreview } from './usePreview.ts';

const ICONS = { idle: 'play', loading: 'play', playing: 'stop', failed: 'retry' } as const satisfies Record<PreviewState, CardIconName>;

type PreviewButtonProps = {
  soundKey: string;
  /** The ids of the card's title and key, read after the button's name ('Play Sound, coin arcade/coin'). */
  describedBy: string;
};

const FAILED = "Couldn't load. Try again";

/** The visible label; a failed load's reads as two short lines (white-space: pre-line). */
const LABELS: Record<PreviewState, string> = { idle: 'Play Sound', loading: 'Loading...', playing: 'Stop Sound', failed: "Couldn't load.\nTry again" };

/**
 * Play Sound / Stop Sound, with 'Loading...' and a spinner while the sound is fetched, and "Couldn't
 * load. Try again" (announced) when the fetch failed, its reason in the button's title: the next press tries again. Hover, focus and
 * press fetch the sound ahead of the click, so most previews start at once; a tap acts as the finger lifts.
 */
export function PreviewButton({ soundKey, describedBy }: PreviewButtonProps) {
  const { state, reason, load, toggle } = usePreview(soundKey);
  // A tap toggles as the finger lifts, without waiting for the click that would follow.
  const press = useTouchRelease(toggle);
  const failed = state === 'failed';
  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${state === 'playing' ? styles.playing : ''} ${failed ? styles.failed : ''}`}
        aria-describedby={describedBy}
        // The two visible lines, named as one sentence.
        aria-label={failed ? FAILED : undefined}
        // Why, for the developer who hovers a failed card (the same line the library logs).
        title={reason}
        onPointerEnter={load}
        onFocus={load}
        {...press}
        onPointerDown={(event) => {
          press.onPointerDown(event);
          load();
        }}
      >
        <span className={styles.icon}>{state === 'loading' ? <Spinner /> : <CardIcon name={ICONS[state]} />}</span>
        {/* One span whose text changes: a press lands even when hover turns the label to Loading... between
            the pointer going down and coming up (a removed child under the pointer would swallow the click). */}
        <span className={`${styles.label} ${failed ? styles.twoLines : ''}`}>{LABELS[state]}</span>
      </button>
      <span role="status" className="visually-hidden">
        {failed ? "Couldn't load this sound. Press its button to try again." : ''}
      </span>
    </>
  );
}
