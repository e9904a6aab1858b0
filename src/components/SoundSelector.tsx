import { useId } from 'react';
import type { LibrarySoundName } from 'react-sfx';
import { SoundListbox } from './SoundListbox.tsx';
import styles from './SoundSelector.module.css';
import { optionIdOf, useSoundSelector } from './useSoundSelector.ts';

type SoundSelectorProps = { value: LibrarySoundName; onChange: (sound: LibrarySoundName) => void };

/**
 * A searchable sound picker (an ARIA combobox with a grouped listbox): type to filter by sound name,
 * arrow keys to move, Enter to choose; Escape, Tab or a click outside close it.
 */
export function SoundSelector({ value, onChange }: SoundSelectorProps) {
  const id = useId();
  const { root, open, groups, options, activeKey, choose, inputProps, onBlur, toggle } = useSoundSelector(id, value, onChange);

  return (
    <div ref={root} className={styles.selector} onBlur={onBlur}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        Sound
      </label>
      <div className={styles.field}>
        <input
          {...inputProps}
          id={`${id}-input`}
          className={styles.input}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-listbox`}
          aria-autocomplete="list"
          aria-activedescendant={activeKey ? optionIdOf(id, activeKey) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Search sounds..."
        />
        <button type="button" className={styles.toggle} tabIndex={-1} aria-label={open ? 'Hide sounds' : 'Show all sounds'} onClick={toggle}>
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      {/* Pressing inside the list must not move focus out of the box (that would close the list). */}
      <div className={styles.popup} hidden={!open} onMouseDown={(event) => event.preventDefault()}>
        <SoundListbox baseId={id} groups={open ? groups : []} value={value} activeKey={activeKey} onChoose={choose} />
        <p role="status" className={styles.empty}>
          {open && options.length === 0 ? 'No sounds found' : ''}
        </p>
      </div>
    </div>
  );
}
