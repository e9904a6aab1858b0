import { useId } from 'react';
import styles from './AdvancedControls.module.css';

type RangeControlProps = {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
  /** How the current value is shown next to the slider. */
  format: (value: number) => string;
};

/** A labelled slider that shows its value. */
export function RangeControl({ label, min, max, step, value, onChange, format }: RangeControlProps) {
  const id = useId();
  return (
    <div className={styles.range}>
      <label htmlFor={id} className={styles.rangeLabel}>
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className={styles.slider}
      />
      <span className={styles.rangeValue}>{format(value)}</span>
    </div>
  );
}
