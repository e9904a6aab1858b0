import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import actionStyles from './ActionLinks.module.css';
import styles from './ClosingCallToAction.module.css';
import { GitHubLink } from './GitHubLink.tsx';

/** The end of the landing page: where to go next. */
export function ClosingCallToAction() {
  return (
    <section aria-labelledby="next-steps" className={styles.section}>
      <h2 id="next-steps">Add sound to your app</h2>
      <p className={styles.text}>Read how it works, hear every sound, or look at the source.</p>
      <div className={`${actionStyles.actions} ${styles.actions}`}>
        <Link to={paths.docs} className={actionStyles.primary}>
          Read the Docs
        </Link>
        <Link to={paths.sounds} className={actionStyles.secondary}>
          Browse Sounds
        </Link>
        <GitHubLink />
      </div>
    </section>
  );
}
