/**
 * The Sound Studio's settings and their home in the address (`?sound=ui/copy&pitch=3&length=1.2&bright=2&seed=7`),
 * shared by the page and its worker. A shared link must reproduce a sound exactly, so every value is
 * snapped to its control's step: the same address always asks the worker for the same numbers.
 */

import { CONTROL_RANGES, DEFAULT_SHAPE, SHAPE_NAMES, type ShapeName, type StudioShape } from '../../../synth/shape.ts';

// How a sound is reshaped, and its ranges, live in synth (synth/shape.ts, beside the render, synth/custom.ts), shared with react-sfx/synth.
export { CONTROL_RANGES, DEFAULT_SHAPE, SHAPE_NAMES, isDefaultShape, type ControlRange, type ShapeName, type StudioShape } from '../../../synth/shape.ts';
export type StudioSettings = StudioShape & { sound: string };

/** The sound the studio opens with when the address names none. */
export const DEFAULT_SOUND = 'ui/copy';

/** Clamps to the range and snaps to its step (rounded to 2 decimals, so 1.2 never reads 1.2000000000000002). */
export function snap(name: ShapeName, value: number): number {
  const { min, max, step } = CONTROL_RANGES[name];
  const stepped = min + Math.round((Math.min(max, Math.max(min, value)) - min) / step) * step;
  return Math.round(stepped * 100) / 100;
}

/** A parameter given exactly once, or undefined: a repeated one is ambiguous, so it is ignored. */
function single(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name);
  return values.length === 1 ? values[0] : undefined;
}

function shapeValue(params: URLSearchParams, name: ShapeName): number {
  const text = single(params, name)?.trim();
  const value = text ? Number(text) : Number.NaN;
  return Number.isFinite(value) ? snap(name, value) : DEFAULT_SHAPE[name];
}

export type ParsedAddress = { settings: StudioSettings; unknownSound: string | undefined };

/** An unknown sound's name is shown as typed, cut to this many characters (no catalogue name comes near it). */
export const MAX_SHOWN_NAME = 60;

/** A name cut before it reaches the layout: 5,000 characters would widen the page by tens of thousands of pixels. */
const shownName = (name: string) => (name.length > MAX_SHOWN_NAME ? `${name.slice(0, MAX_SHOWN_NAME)}…` : name);

/** The settings an address asks for: out of range clamped, not numbers or repeated ignored, unknown sounds noted. */
export function settingsOfParams(params: URLSearchParams, isSound: (key: string) => boolean): ParsedAddress {
  const asked = single(params, 'sound');
  const known = asked !== undefined && isSound(asked);
  const shape = Object.fromEntries(SHAPE_NAMES.map((name) => [name, shapeValue(params, name)])) as StudioShape;
  return { settings: { sound: known ? asked : DEFAULT_SOUND, ...shape }, unknownSound: known || asked === undefined ? undefined : shownName(asked) };
}

/** The address of these settings: every value written, so a link reads the same whatever defaults become. */
export function paramsOfSettings(settings: StudioSettings): URLSearchParams {
  const params = new URLSearchParams({ sound: settings.sound });
  for (const name of SHAPE_NAMES) params.set(name, String(settings[name]));
  return params;
}

/** The same as a query string with the key's slash left readable ('sound=ui/copy&pitch=3&...'). */
export function searchOfSettings(settings: StudioSettings): string {
  return `?${paramsOfSettings(settings).toString().replace('%2F', '/')}`;
}
