import type { RecipeBook } from './recipe.ts';
import { ambient } from './recipes/ambient.ts';
import { arcade } from './recipes/arcade.ts';
import { game } from './recipes/game.ts';
import { misc } from './recipes/misc.ts';
import { notification } from './recipes/notification.ts';
import { system } from './recipes/system.ts';
import { ui } from './recipes/ui.ts';

export type CategorySettings = {
  recipes: RecipeBook;
  /** Loudness every sound of the category is matched to: active RMS in dBFS (see encode/loudness.ts). */
  targetDb: number;
  /** LAME VBR quality (0 best .. 9.999 smallest). */
  quality: number;
};

/**
 * Why these targets: short clicks and taps carry their energy in a few milliseconds, so at equal RMS
 * they already sound as present as tones; ambient beds sit lower because they play under an interface
 * for minutes. Quality: beds are long broadband noise, where VBR 7 is transparent enough and keeps
 * the whole catalogue small; tones need the better setting to stay clean.
 */
export const categories: Record<string, CategorySettings> = {
  ambient: { recipes: ambient, targetDb: -26, quality: 7 },
  arcade: { recipes: arcade, targetDb: -21, quality: 5 },
  game: { recipes: game, targetDb: -21, quality: 5 },
  misc: { recipes: misc, targetDb: -21, quality: 5 },
  notification: { recipes: notification, targetDb: -21, quality: 5 },
  system: { recipes: system, targetDb: -21, quality: 5 },
  ui: { recipes: ui, targetDb: -21, quality: 5 },
};
