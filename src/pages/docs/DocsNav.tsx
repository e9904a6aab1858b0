import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import styles from './DocsNav.module.css';

/** The documentation's pages, in reading order; NavLink marks the one shown with aria-current="page". */
const DOCS_PAGES = [
  { to: paths.docs, label: 'Overview' },
  { to: paths.docsApi, label: 'API reference' },
  { to: paths.docsSelfHosting, label: 'Self-hosting and offline' },
  { to: paths.docsUseSound, label: 'Coming from use-sound' },
  { to: paths.docsReactSounds, label: 'Coming from react-sounds' },
  { to: paths.docsNextjs, label: 'Next.js' },
  { to: paths.docsTroubleshooting, label: 'Troubleshooting' },
  { to: paths.docsAccessibility, label: 'Accessibility' },
  { to: paths.docsChangelog, label: "What's new" },
] as const;

export function DocsNav() {
  return (
    <nav aria-label="Documentation" className={styles.nav}>
      <ul className={styles.list}>
        {DOCS_PAGES.map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to} end className={styles.link}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
