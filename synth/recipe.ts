import type { Signal } from './dsp/buffer.ts';
import type { Rng } from './dsp/rng.ts';

/** How one catalogue sound is made. */
export type Recipe = {
  /** Length in seconds when it differs from the reference (catalogue-reference.json); within 15% of it. */
  seconds?: number;
  /** Ambient beds loop: no fades, and the MP3 is encoded around the seam so it joins without a gap. */
  loop?: boolean;
  /** Renders the raw sound (any level; mastering trims, fades and loudness-matches it). */
  render: (rng: Rng) => Signal;
  /**
   * A loop's opening without the rest (see synth/source.ts's renderLoopStart): its last LOOP_LEAD samples and
   * its first `seconds`, as `render` gives them. Without it the whole loop is rendered.
   */
  opening?: (rng: Rng, seconds: number) => [lead: Signal, start: Signal];
};

/** The recipes of one category, keyed by the sound's name within it. */
export type RecipeBook = Record<string, Recipe>;
