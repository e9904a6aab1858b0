/** Every image scripts/make-icons.mjs draws, by its path under public/ (what `npm run icons` writes there). */
export function renderImages(): Record<string, Buffer>;
