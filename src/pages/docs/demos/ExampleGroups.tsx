import { EXAMPLE_GROUPS } from '../exampleGroups.ts';
import { DemoSoundButton } from './DemoSoundButton.tsx';
import styles from './demos.module.css';

/** The three example groups: a name, a description and four sounds to play. */
export function ExampleGroups() {
  return (
    <ul className={styles.exampleGrid}>
      {EXAMPLE_GROUPS.map((group) => (
        <li key={group.name} className={styles.card}>
          <h4 className={styles.cardTitle}>{group.name}</h4>
          <p className={styles.cardText}>{group.description}</p>
          <ul className={styles.soundList} aria-label={`${group.name} to play`}>
            {group.sounds.map((sound) => (
              <li key={sound}>
                <DemoSoundButton sound={sound} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
