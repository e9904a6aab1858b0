/** Levenshtein distance with a single rolling row: the inputs are short command-line words. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The last segment of a `category/name` key. */
function lastSegment(value: string): string {
  return value.slice(value.lastIndexOf('/') + 1);
}

/**
 * The candidates the user most likely meant, best first: an exact match of the part after the slash
 * (`copy` -> `ui/copy`; `coin` -> both coins), else the closest candidates within a distance that
 * grows with the input's length, so short typos get help and unrelated words get none.
 */
export function suggest(input: string, candidates: readonly string[]): string[] {
  const needle = input.toLowerCase();
  const bySegment = candidates.filter((candidate) => lastSegment(candidate) === lastSegment(needle));
  if (bySegment.length > 0) return bySegment.slice(0, 3);
  const limit = Math.max(2, Math.floor(needle.length / 3));
  const scored = candidates
    .map((candidate) => ({ candidate, distance: editDistance(needle, candidate) }))
    .filter(({ distance }) => distance <= limit);
  const best = Math.min(...scored.map(({ distance }) => distance));
  return scored.filter(({ distance }) => distance === best).map(({ candidate }) => candidate).slice(0, 3);
}

/** ` (did you mean ui/copy?)`, or nothing when no candidate is close. */
export function didYouMean(input: string, candidates: readonly string[]): string {
  const matches = suggest(input, candidates);
  return matches.length === 0 ? '' : ` (did you mean ${matches.join(' or ')}?)`;
}
