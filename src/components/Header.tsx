import { Link, NavLink } from 'react-router-dom';
import { SOURCE_REPOSITORY_URL } from '../config/links.ts';
import { paths } from '../config/paths.ts';
import styles from './Header.module.css';
import { OfflineIndicator } from './OfflineIndicator.tsx';
import { SoundToggle } from './SoundToggle.tsx';

const NAV_ITEMS = [
  { to: paths.home, label: 'Home' },
  { to: paths.sounds, label: 'Sounds' },
  { to: paths.docs, label: 'Docs' },
  { to: paths.studio, label: 'Studio' },
] as const;

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return isActive ? `${styles.link} ${styles.active}` : styles.link;
}

/**
 * Site header: brand, the main navigation (NavLink sets aria-current on the active page), the source
 * link and the global sound switch, kept early in the tab order (WCAG 1.4.2, technique G170).
 */
export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={paths.home} className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            ♪
          </span>
          <span className="narrow-visually-hidden">react-sfx</span>
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.list}>
            {NAV_ITEMS.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} end={to === paths.home} className={navLinkClass}>
                  {label}
                </NavLink>
              </li>
            ))}
            <li>
              <a
                className={styles.link}
                href={SOURCE_REPOSITORY_URL}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="GitHub source repository (opens in a new tab)"
              >
                GitHub
                <span className={styles.external} aria-hidden="true">
                  ↗
                </span>
              </a>
            </li>
          </ul>
        </nav>
        <div className={styles.toggle}>
          <OfflineIndicator />
          <SoundToggle />
        </div>
      </div>
    </header>
  );
}
