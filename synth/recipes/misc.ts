import { silence } from '../dsp/buffer.ts';
import type { RecipeBook } from '../recipe.ts';

export const misc: RecipeBook = {
  /** A spacer: exact digital zeros, no dither. */
  silence: { render: () => silence(1.152) },
};
