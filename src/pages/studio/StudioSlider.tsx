import { useId } from 'react';
import type { ControlRange } from './studioSettings.ts';
import styles from './StudioPage.module.css';

type StudioSliderProps = {
  label: string;
  range: ControlRange;
  value: number;
  /** The value as words, shown beside the slider and announced (aria-valuetext): '+3 semitones'. */
  describe: (value: number) => string;
  onChange: (value: number) => void;
  hint?: string;
};

/** A native range input with its label and spoken value: arrow keys, Page Up/Down, Home and End work as everywhere. */
export function StudioSlider({ label, range, value, describe, onChange, hint }: StudioSliderProps) {
  const id = useId();
  const text = describe(value);
  return (
    <div className={styles.control}>
      <label htmlFor={id} className={styles.controlLabel}>
        {label}
      </label>
      <output htmlFor={id} className={styles.controlValue} aria-hidden="true">
        {text}
      </output>
      <input
        id={id}
        type="range"
        className={styles.slider}
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={text}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
