import type { RecipeBook } from '../recipe.ts';
import { uiClicks } from './uiClicks.ts';
import { uiTones } from './uiTones.ts';

/** The ui category: physical clicks and taps, and tonal or whooshing cues. */
export const ui: RecipeBook = { ...uiClicks, ...uiTones };
