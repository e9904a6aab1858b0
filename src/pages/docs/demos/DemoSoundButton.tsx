import { type LibrarySoundName, useSound } from 'react-sfx';
import styles from './DemoSoundButton.module.css';

type DemoSoundButtonProps = {
  sound: LibrarySoundName;
  /** Visible text and accessible name; the sound's key by default. */
  label?: string;
  /** Click again to stop, and aria-pressed shows whether it plays: for long sounds such as ambient loops. */
  toggle?: boolean;
};

/**
 * Plays a demo sound. It fetches on intent (pointer over, focus), like SoundButton, and shows while the
 * sound plays, so the demo does not tell by sound alone.
 */
export function DemoSoundButton({ sound, label = sound, toggle = false }: DemoSoundButtonProps) {
  const { play, stop, load, isPlaying } = useSound(sound, { lazy: true });
  const prefetch = () => {
    load().catch(() => undefined); // reported by the library; the click tries again
  };
  const onClick = () => {
    if (toggle && isPlaying) stop();
    else play().catch(() => undefined); // logged by the library
  };

  return (
    <button
      type="button"
      className={styles.button}
      data-playing={isPlaying ? '' : undefined}
      aria-pressed={toggle ? isPlaying : undefined}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={onClick}
    >
      <span className={styles.indicator} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      {label}
    </button>
  );
}
