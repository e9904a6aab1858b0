import type { LibrarySoundName } from 'react-sfx';
import { DemoSoundButton } from './DemoSoundButton.tsx';
import styles from './demos.module.css';

const BASIC_SOUNDS: readonly { sound: LibrarySoundName; label: string }[] = [
  { sound: 'ui/success_blip', label: 'UI / Success Blip' },
  { sound: 'ui/blocked', label: 'UI / Blocked' },
  { sound: 'notification/info', label: 'Notification / Info' },
  { sound: 'game/coin', label: 'Game / Coin' },
];

/** The Basic Usage demo: one button per sound, each a useSound hook with its play(). */
export function BasicUsagePanel() {
  return (
    <div className={styles.panel}>
      <p className={styles.hint}>Each button plays its sound with <code>useSound(name).play()</code>.</p>
      <div className={styles.buttons}>
        {BASIC_SOUNDS.map(({ sound, label }) => (
          <DemoSoundButton key={sound} sound={sound} label={label} />
        ))}
      </div>
    </div>
  );
}
