import styles from './Spinner.module.css';

/** A small busy indicator; decorative (the control beside it says what is happening). */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
