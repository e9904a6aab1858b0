import styles from './Footer.module.css';

/** Site footer: the current year and the company line. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <p className={styles.line}>© {year} react-sfx contributors. Released under the MIT licence.</p>
    </footer>
  );
}
