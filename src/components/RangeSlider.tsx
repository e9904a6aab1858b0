import { useId } from 'react';
import styles from './RangeSlider.module.css';

export type RangeSliderProps = {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  /** The value in words, shown beside the slider and announced with it (aria-valuetext): '+3 semitones'. */
  describe: (value: number) => string;
  onChange: (value: number) => void;
  /** A line under the slider saying what it does (read as its description). */
  hint?: string;
};

/**
 * A labelled native range input with its value in words beside it: arrow keys, Page Up/Down, Home and End
 * work as everywhere, and a screen reader hears the words ('Left 40%', '1.5×'), not the bare number. The
 * docs' demos and the studio share it.
 */
export function RangeSlider({ label, min, max, step, value, describe, onChange, hint }: RangeSliderProps) {
  const id = useId();
  const text = describe(value);
  return (
    <div className={styles.control}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {/* Shown, not read: the slider announces the same words itself. */}
      <output htmlFor={id} className={styles.value} aria-hidden="true">
        {text}
      </output>
      <input
        id={id}
        type="range"
        className={styles.slider}
        min={min}
        max={max}
        step={step}
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
