/**
 * Families of one sound at three strengths (ui/button_soft|medium|hard, ui/keystroke_*, the _double pair):
 * the name alone must not be the only difference people hear, so mastering spaces them in loudness around the
 * category's target, soft below and hard above, far enough apart (4 LU across) to be told apart.
 */
const OFFSET_LU = { soft: -2, medium: 0, hard: 2 } as const;

export type Strength = keyof typeof OFFSET_LU;

/** The strength a name carries as a whole word between underscores, if any. */
export function strengthOf(name: string): Strength | undefined {
  const match = /(?:^|_)(soft|medium|hard)(?=_|$)/.exec(name);
  return match ? (match[1] as Strength) : undefined;
}

/** How far from its category's target a sound is mastered, in LU (0 for names without a strength). */
export function variantOffsetLu(name: string): number {
  const strength = strengthOf(name);
  return strength ? OFFSET_LU[strength] : 0;
}
