// The studio's render is synth's (synth/custom.ts), shared with react-sfx/synth's customSound().
export { type RawRender, recipeSeed, renderCustom, renderRecipe } from '../../../../synth/custom.ts';
