import { SoundButton, type LibrarySoundName } from 'react-sfx';
import styles from './TryItDemo.module.css';

const DEMO_SOUNDS: { sound: LibrarySoundName; label: string }[] = [
  { sound: 'ui/success_blip', label: 'Success blip' },
  { sound: 'notification/info', label: 'Info chime' },
  { sound: 'game/coin', label: 'Coin' },
  { sound: 'ui/toggle_on', label: 'Toggle on' },
];

/** A first taste of the library: buttons that play catalogue sounds through SoundButton. */
export function TryItDemo() {
  return (
    <section aria-labelledby="try-it" className={styles.demo}>
      <h2 id="try-it">Try it</h2>
      <p>Each button is a <code>{'<SoundButton sound="…">'}</code>: the sound is fetched when you reach for it.</p>
      <div className={styles.buttons}>
        {DEMO_SOUNDS.map(({ sound, label }) => (
          <SoundButton key={sound} sound={sound} className={styles.button} aria-label={`Play ${label} (${sound})`}>
            {label}
          </SoundButton>
        ))}
      </div>
    </section>
  );
}
