import { useSyncExternalStore } from 'react';
import { SOURCE_REPOSITORY_URL } from '../app/links.ts';
import styles from './Footer.module.css';

const neverChanges = () => () => undefined;
const currentYear = () => new Date().getFullYear();
// A prerendered page was rendered in another year than it may be read in: the server and the hydrating
// client render no year (so their markup matches), and React renders the visitor's year right after.
const noYearBeforeHydration = () => null;

/** Site footer: the current year and the company line. */
export function Footer() {
  const year = useSyncExternalStore(neverChanges, currentYear, noYearBeforeHydration);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.line}>{`© ${year === null ? '' : `${year} `}react-sfx contributors. Released under the MIT licence.`}</p>
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
