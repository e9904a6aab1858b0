/** A card's title: the last key segment with underscores as spaces ('ui/button_hard' -> 'button hard'). */
export function soundTitle(key: string): string {
  return (key.split('/').at(-1) ?? key).replaceAll('_', ' ');
}

/** The category of a key: its first segment. */
export function soundCategory(key: string): string {
  return key.split('/')[0];
}

/** A duration in seconds with two decimals: 0.857 -> '0.86s'. */
export function formatDuration(seconds: number): string {
  return `${seconds.toFixed(2)}s`;
}
