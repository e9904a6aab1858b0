import { useEffect, useRef } from 'react';
import actions from '../../../components/ActionButton.module.css';
import styles from './AdvancedControls.module.css';

type PlaybackButtonsProps = {
  isLoaded: boolean;
  isPlaying: boolean;
  onPlay: () => void;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
};

/**
 * Play, Pause, Resume and Stop, enabled exactly as spec section 4 says: Play when loaded and not playing;
 * Pause and Stop while playing; Resume when loaded and not playing.
 */
export function PlaybackButtons({ isLoaded, isPlaying, onPlay, onPause, onResume, onStop }: PlaybackButtonsProps) {
  const group = useRef<HTMLDivElement>(null);
  const inUse = useRef(false);

  // The button just pressed is often disabled by its own effect (Play while playing), which drops focus
  // to the page; a keyboard user then lands on the next enabled button instead.
  useEffect(() => {
    const focused = document.activeElement;
    const lost = !focused || focused === document.body || (focused instanceof HTMLButtonElement && focused.disabled);
    if (!inUse.current || !lost) return;
    group.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [isLoaded, isPlaying]);

  return (
    <div
      ref={group}
      role="group"
      aria-label="Playback"
      className={styles.buttons}
      onFocus={() => {
        inUse.current = true;
      }}
      onBlur={(event) => {
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) inUse.current = false;
      }}
    >
      <button type="button" className={actions.primary} disabled={!isLoaded || isPlaying} onClick={onPlay}>
        Play
      </button>
      <button type="button" className={actions.button} disabled={!isPlaying} onClick={onPause}>
        Pause
      </button>
      <button type="button" className={actions.button} disabled={!isLoaded || isPlaying} onClick={onResume}>
        Resume
      </button>
      <button type="button" className={actions.button} disabled={!isPlaying} onClick={onStop}>
        Stop
      </button>
    </div>
  );
}
