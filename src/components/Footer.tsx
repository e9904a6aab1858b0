import { SOURCE_REPOSITORY_URL } from '../config/links.ts';
import styles from './Footer.module.css';
import { useHydrated } from './useHydrated.ts';

/** Site footer: the current year and the company line. */
export function Footer() {
  // The prerendered page shows the year it was built in, and so does the hydrating client (so the markup
  // matches); a visitor reading it in a later year gets their year right after hydration.
  const year = useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.line}>{`© ${year} react-sfx contributors. Released under the MIT licence.`}</p>
        <p className={styles.line}>
          Sound effects for React apps ·{' '}
          <a href={SOURCE_REPOSITORY_URL} target="_blank" rel="noopener noreferrer" aria-label="Source on GitHub (opens in a new tab)">
            Source on GitHub
          </a>
        </p>
      </div>
    </footer>
  );
}
