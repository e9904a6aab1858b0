import type { ReactNode } from 'react';
import styles from './demos.module.css';

/** Where a sample runs: the same component the code block above it shows. */
export function LivePreview({ children }: { children: ReactNode }) {
  return (
    <div className={styles.preview} role="group" aria-label="Live example">
      <span className={styles.previewLabel} aria-hidden="true" data-copy-exclude="">
        Live
      </span>
      {children}
    </div>
  );
}
