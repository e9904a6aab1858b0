import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { selectSoundsEnabled, soundsToggleApproached, soundsToggled } from '../../store/settingsSlice.ts';
import styles from './SoundToggle.module.css';

/**
 * A speaker with sound waves (on) or with a cross (off); decorative, the button's state says it. Both
 * strokes are drawn and CSS shows one, so a page prerendered "on" can look "off" before it hydrates.
 */
function SpeakerIcon({ enabled }: { enabled: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" data-icon={enabled ? 'sound-on' : 'sound-off'}>
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      <path className={styles.waves} d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path className={styles.cross} d="M16 9.5l5 5M21 9.5l-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The global sound switch: a toggle button whose name stays 'Sound' while aria-pressed says whether
 * sounds are on (the APG toggle pattern: a toggle's name must not change with its state); the title
 * and the icon's shape show the state to sighted visitors. Before the page is live, index.html's inline
 * script works it (data-sound-switch marks it there, and its titles are these).
 */
export function SoundToggle() {
  const enabled = useAppSelector(selectSoundsEnabled);
  const dispatch = useAppDispatch();
  const approach = () => dispatch(soundsToggleApproached());
  return (
    <button
      type="button"
      className={enabled ? styles.toggle : `${styles.toggle} ${styles.off}`}
      aria-pressed={enabled}
      data-sound-switch=""
      title={enabled ? 'Sound on — click to mute' : 'Sound off — click to unmute'}
      onPointerEnter={approach}
      onFocus={approach}
      onClick={() => void dispatch(soundsToggled())}
    >
      <SpeakerIcon enabled={enabled} />
      <span className="narrow-visually-hidden">Sound</span>
    </button>
  );
}
