import { Spinner } from '../../components/Spinner.tsx';
import { CardIcon } from './CardIcon.tsx';
import styles from './PreviewButton.module.css';
import { usePreview } from './usePreview.ts';

type PreviewButtonProps = {
  soundKey: string;
  /** The ids of the card's title and key, read after the button's name ('Play Sound, coin arcade/coin'). */
  describedBy: string;
};

/**
 * Play Sound / Stop Sound, with 'Loading...' and a spinner while the sound is fetched. Hover, focus
 * and press fetch the sound ahead of the click, so most previews start at once.
 */
export function PreviewButton({ soundKey, describedBy }: PreviewButtonProps) {
  const { state, load, toggle } = usePreview(soundKey);
  return (
    <button
      type="button"
      className={`${styles.button} ${state === 'playing' ? styles.playing : ''}`}
      aria-describedby={describedBy}
      onPointerEnter={load}
      onFocus={load}
      onPointerDown={load}
      onClick={toggle}
    >
      <span className={styles.icon}>{state === 'loading' ? <Spinner /> : <CardIcon name={state === 'playing' ? 'stop' : 'play'} />}</span>
      <span className={styles.label}>{state === 'playing' ? 'Stop Sound' : state === 'loading' ? 'Loading...' : 'Play Sound'}</span>
    </button>
  );
}
