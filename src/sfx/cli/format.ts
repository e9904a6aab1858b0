/** `512 B`, `2.0 KB`, `1.3 MB`: binary units, one decimal, as file managers show sizes. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** `0.55s`: the catalogue keeps milliseconds, two decimals are enough to tell sounds apart. */
export function formatDuration(seconds: number): string {
  return `${seconds.toFixed(2)}s`;
}
