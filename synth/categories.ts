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
  /**
   * Loudness every sound of the category is mastered to, in LUFS: the maximum momentary (beds: short-term)
   * loudness of encode/loudness.ts. `_soft`/`_hard` variants sit 2 LU below/above it (variants.ts).
   */
  targetDb: number;
  /** LAME VBR quality (0 best .. 9.999 smallest). */
  quality: number;
};

/**
 * Why these targets: each is the loudest level at which every sound of the category still fits under the
 * mastering ceiling (-3 dBFS) without limiting, rounded down, so no transient is squashed to reach it.
 * ui is set by its crispest click (button_medium: its peak stands 23.5 dB above its loudness; soft and hard
 * sit 2 LU either side), which also suits sounds heard on every click; ambient by campfire's crackles (the
 * beds play under an interface for minutes anyway); arcade jingles are sustained tones with the most room.
 * Quality: beds are long broadband noise, where VBR 7 is transparent enough and keeps the whole catalogue
 * small; tones need the better setting to stay clean.
 */
export const categories: Record<string, CategorySettings> = {
  ambient: { recipes: ambient, targetDb: -28, quality: 7 },
  arcade: { recipes: arcade, targetDb: -18, quality: 5 },
  game: { recipes: game, targetDb: -19, quality: 5 },
  misc: { recipes: misc, targetDb: -19, quality: 5 },
  notification: { recipes: notification, targetDb: -19, quality: 5 },
  system: { recipes: system, targetDb: -19, quality: 5 },
  ui: { recipes: ui, targetDb: -26.5, quality: 5 },
};
