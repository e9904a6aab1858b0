/**
 * How the Sound Studio and customSound() reshape a catalogue sound: the settings, their ranges and defaults.
 * Apart from the rendering (custom.ts), and importing nothing, so that the studio's page holds them without
 * the recipes and the DSP, which render in its worker.
 */

/** How a sound is reshaped. `seed` 0 is the catalogue's own seed; any other number is a new variation. */
export type StudioShape = { pitch: number; length: number; bright: number; seed: number };
export type ShapeName = keyof StudioShape;

export type ControlRange = { min: number; max: number; step: number; initial: number };

export const CONTROL_RANGES: Readonly<Record<ShapeName, ControlRange>> = {
  pitch: { min: -12, max: 12, step: 1, initial: 0 },
  length: { min: 0.5, max: 2, step: 0.05, initial: 1 },
  bright: { min: -24, max: 24, step: 1, initial: 0 },
  seed: { min: 0, max: 9999, step: 1, initial: 0 },
};

export const SHAPE_NAMES = Object.keys(CONTROL_RANGES) as ShapeName[];

export const DEFAULT_SHAPE: StudioShape = { pitch: 0, length: 1, bright: 0, seed: 0 };

/** Whether `shape` leaves the sound as the catalogue has it. */
export function isDefaultShape(shape: StudioShape): boolean {
  return SHAPE_NAMES.every((name) => shape[name] === DEFAULT_SHAPE[name]);
}
