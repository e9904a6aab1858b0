import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useHydrated } from '../../components/useHydrated.ts';
import styles from './NotFoundPage.module.css';

const DESTINATIONS = [
  { to: paths.home, label: 'Back to the home page', hint: 'What react-sfx is, and a few sounds to try.' },
  { to: paths.sounds, label: 'Browse the Sound Library', hint: 'Search, play and download every built-in sound.' },
  { to: paths.docs, label: 'Read the documentation', hint: 'Installation, the hook and component API, and live demos.' },
] as const;

/** Shown inside the layout for any path the route table does not know: says what was asked, offers ways on. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  // The build prerenders this page once for every unknown address: the address itself shows after hydration.
  const hydrated = useHydrated();
  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p className="lead">
        There is no page at {hydrated ? <code className={styles.path}>{pathname}</code> : 'this address'}. It may have
        moved, or the address may be mistyped.
      </p>
      <h2 className={styles.subheading}>Where to next</h2>
      <ul className={styles.list}>
        {DESTINATIONS.map(({ to, label, hint }) => (
          <li key={to}>
            <Link to={to} className={styles.link}>
              {label}
            </Link>
            <span className={styles.hint}>{hint}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
