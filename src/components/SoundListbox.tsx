import type { LibrarySoundName } from 'react-sfx';
import { type SoundGroup, soundNameOf } from './soundGroups.ts';
import styles from './SoundSelector.module.css';
import { optionIdOf } from './useSoundSelector.ts';

type SoundListboxProps = {
  baseId: string;
  groups: readonly SoundGroup[];
  /** The chosen sound (ticked). */
  value: LibrarySoundName;
  /** The option the arrow keys are on (aria-selected, as the combobox pattern has it). */
  activeKey: LibrarySoundName | undefined;
  onChoose: (sound: LibrarySoundName) => void;
};

/** The options, grouped by category under titles like 'Ui Sounds' (the APG grouped listbox). */
export function SoundListbox({ baseId, groups, value, activeKey, onChoose }: SoundListboxProps) {
  return (
    <div id={`${baseId}-listbox`} role="listbox" aria-label="Sounds" className={styles.listbox}>
      {groups.map((group) => (
        <ul key={group.category} role="group" aria-labelledby={`${baseId}-group-${group.category}`} className={styles.group}>
          <li role="presentation" id={`${baseId}-group-${group.category}`} className={styles.groupTitle}>
            {group.title}
          </li>
          {group.keys.map((key) => (
            <li
              key={key}
              id={optionIdOf(baseId, key)}
              role="option"
              aria-selected={key === activeKey}
              className={styles.option}
              onClick={() => onChoose(key)}
            >
              <span>{soundNameOf(key)}</span>
              {key === value && (
                <span aria-hidden="true" className={styles.check}>
                  ✓
                </span>
              )}
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
