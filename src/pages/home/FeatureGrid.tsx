import { FEATURES } from './features.ts';
import styles from './FeatureGrid.module.css';

/** 'Key Features': six cards, one per promise of the library. */
export function FeatureGrid() {
  return (
    <section aria-labelledby="key-features" className={styles.section}>
      <h2 id="key-features">Key Features</h2>
      <ul className={styles.grid}>
        {FEATURES.map(({ title, description, icon }) => (
          <li key={title} className={styles.card}>
            <span className={styles.icon}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d={icon} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            <h3 className={styles.title}>{title}</h3>
            <p className={styles.description}>{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
