import { SOURCE_REPOSITORY_URL } from '../../config/links.ts';
import styles from './ActionLinks.module.css';

/** 'View on GitHub': the source repository, in a new tab. */
export function GitHubLink() {
  return (
    <a
      className={styles.secondary}
      href={SOURCE_REPOSITORY_URL}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="View on GitHub (opens in a new tab)"
    >
      View on GitHub
      <span aria-hidden="true">↗</span>
    </a>
  );
}
