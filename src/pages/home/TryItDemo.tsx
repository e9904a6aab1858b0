import { type LibrarySoundName, SoundButton } from 'react-sfx';
import { useAppSelector } from '../../../store/hooks.ts';
import { selectSoundsEnabled } from '../../../store/settingsSlice.ts';
import { selectSoundStatus } from '../../../store/soundStatusSlice.ts';
import { CategoryBadge } from '../../components/CategoryBadge.tsx';
import styles from './TryItDemo.module.css';

type DemoSound = { sound: LibrarySoundName; label: string };

const SOUNDS_OFF = 'Sounds are off. Turn them on with the Sound button in the header to hear the demo.';

/** A handful of sounds across the categories (one-shots only: nothing here needs a Stop button). */
export const DEMO_SOUNDS: readonly DemoSound[] = [
  { sound: 'ui/success_blip', label: 'Success blip' },
  { sound: 'ui/pop_open', label: 'Pop open' },
  { sound: 'notification/info', label: 'Info chime' },
  { sound: 'game/coin', label: 'Coin' },
  { sound: 'arcade/power_up', label: 'Power up' },
  { sound: 'system/device_connect', label: 'Device connect' },
];

function DemoCard({ sound, label }: DemoSound) {
  // The visual twin of the sound (information is never given by sound alone).
  const { playing } = useAppSelector((state) => selectSoundStatus(state, sound));
  return (
    <li className={styles.card}>
      <span className={styles.top}>
        <CategoryBadge category={sound.split('/')[0]} />
        <span className={playing ? styles.playing : styles.idle}>Playing</span>
      </span>
      <SoundButton sound={sound} className={styles.button} aria-label={`Play ${label} (${sound})`}>
        <span aria-hidden="true">▶</span> {label}
      </SoundButton>
      <code className={styles.key}>{sound}</code>
    </li>
  );
}

/** The demo block: buttons that play catalogue sounds through SoundButton, fetched when reached for. */
export function TryItDemo() {
  const enabled = useAppSelector(selectSoundsEnabled);
  return (
    <section aria-labelledby="try-it" className={styles.demo}>
      <h2 id="try-it">Try it</h2>
      <p>
        Each button is a <code>{'<SoundButton sound="…">'}</code>: the sound is fetched when you reach for it and plays
        on click.
      </p>
      <p role="status" className={styles.notice}>
        {enabled ? '' : SOUNDS_OFF}
      </p>
      {/* What the status says to a visitor whose stored switch is off, shown by CSS until the page hydrates
          (the HTML was prerendered with sounds on); then the status itself says it, in the same place. */}
      <p className={`${styles.notice} ${styles.beforeHydration}`} aria-hidden="true">
        {SOUNDS_OFF}
      </p>
      <ul className={styles.grid}>
        {DEMO_SOUNDS.map((demo) => (
          <DemoCard key={demo.sound} {...demo} />
        ))}
      </ul>
    </section>
  );
}
