/** A badge's colours: background and text, readable together in both themes. */
export type ColorPair = { background: string; text: string };

/** Ten colour pairs (spec section 9), each with at least 4.5:1 contrast. */
export const BADGE_COLORS: readonly ColorPair[] = [
  { background: '#dbeafe', text: '#1e40af' },
  { background: '#dcfce7', text: '#166534' },
  { background: '#fef3c7', text: '#92400e' },
  { background: '#fee2e2', text: '#991b1b' },
  { background: '#ede9fe', text: '#5b21b6' },
  { background: '#fce7f3', text: '#9d174d' },
  { background: '#cffafe', text: '#155e75' },
  { background: '#ffedd5', text: '#9a3412' },
  { background: '#e0e7ff', text: '#3730a3' },
  { background: '#f1f5f9', text: '#334155' },
];

/** The pair for a category: the sum of its character codes modulo 10 (spec section 9). */
export function categoryColor(category: string): ColorPair {
  let sum = 0;
  for (let i = 0; i < category.length; i++) sum += category.charCodeAt(i);
  return BADGE_COLORS[sum % BADGE_COLORS.length];
}

/** A category as shown: 'ui' -> 'Ui'. */
export function categoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}
