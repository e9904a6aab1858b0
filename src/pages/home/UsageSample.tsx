import styles from './UsageSample.module.css';

const SAMPLE = `import { useSound } from 'react-sfx';

function SaveButton() {
  const { play } = useSound('ui/success_blip');
  return <button onClick={() => play()}>Save</button>;
}`;

/** A glance at the API beside the headline: the whole of a sound-playing button. */
export function UsageSample() {
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>SaveButton.tsx</figcaption>
      <pre className={styles.code} tabIndex={0}>
        <code>{SAMPLE}</code>
      </pre>
    </figure>
  );
}
