import { categoryColor, categoryLabel } from '../lib/categoryColor.ts';
import styles from './CategoryBadge.module.css';

/** A category's coloured badge ('Ui', 'Game'...), coloured by the spec's rule. */
export function CategoryBadge({ category }: { category: string }) {
  const { background, text } = categoryColor(category);
  return (
    <span className={styles.badge} style={{ background, color: text }}>
      {categoryLabel(category)}
    </span>
  );
}
