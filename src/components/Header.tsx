import { Link, NavLink } from 'react-router-dom';
import { SOURCE_REPOSITORY_URL } from '../app/links.ts';
import { paths } from '../app/paths.ts';
import styles from './Header.module.css';

const NAV_ITEMS = [
  { to: paths.home, label: 'Home' },
  { to: paths.sounds, label: 'Sounds' },
  { to: paths.docs, label: 'Docs' },
] as const;

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return isActive ? `${styles.link} ${styles.active}` : styles.link;
}

/** Site header: brand, the main navigation (NavLink sets aria-current on the active page) and the source link. */
export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={paths.home} className={styles.brand}>
          react-sfx
        </Link>
        <nav aria-label="Main">
          <ul className={styles.list}>
            {NAV_ITEMS.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} end={to === paths.home} className={navLinkClass}>
                  {label}
                </NavLink>
              </li>
            ))}
            <li>
              <a className={styles.link} href={SOURCE_REPOSITORY_URL} target="_blank" rel="noopener noreferrer">
                GitHub<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
