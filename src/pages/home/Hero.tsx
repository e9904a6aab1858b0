import actionStyles from './ActionLinks.module.css';
import { GetStartedLink } from './GetStartedLink.tsx';
import { GitHubLink } from './GitHubLink.tsx';
import styles from './Hero.module.css';
import { InstallCommand } from './InstallCommand.tsx';
import { UsageSample } from './UsageSample.tsx';

/** The top of the landing page: what react-sfx is, how to start, how to install it, and a glance at the API. */
export function Hero() {
  return (
    <section aria-labelledby="headline" className={styles.hero}>
      <div className={styles.pitch}>
        <p className={styles.badges}>
          <span className={styles.licence}>
            <span className={styles.licenceKey}>licence</span>
            <span className={styles.licenceValue}>MIT</span>
          </span>
        </p>
        <h1 id="headline">react-sfx</h1>
        <p className={styles.tagline}>Sound effects for React apps, one hook away.</p>
        <p className="lead">
          A categorised library of lightweight sounds (UI clicks, notifications, game and arcade effects, ambient
          loops) served from a CDN, loaded lazily and played with a simple hook or component. Self-host them for
          offline use with the command-line tool.
        </p>
        <div className={actionStyles.actions}>
          <GetStartedLink />
          <GitHubLink />
        </div>
        <InstallCommand />
      </div>
      <UsageSample />
    </section>
  );
}
