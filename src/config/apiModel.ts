/**
 * The shape of the API model that scripts/api/apiModel.ts reads from the library's sources at build time and
 * the docs' API reference renders (virtual:react-sfx/api). Types only.
 */
export type ApiKind = 'component' | 'hook' | 'function' | 'type' | 'constant';

export type ApiMember = {
  readonly name: string;
  readonly type: string;
  readonly optional: boolean;
  /** The doc comment's text, without its tags; '' when it has none. */
  readonly doc: string;
  /** The `@defaultValue` tag's text, if any. */
  readonly defaultValue?: string;
};

export type ApiEntry = {
  readonly name: string;
  readonly kind: ApiKind;
  /** The declaration as an app sees it, e.g. `function useSound(name: SoundName, options?: UseSoundOptions): UseSoundReturn`. */
  readonly signature: string;
  readonly doc: string;
  /** Where it is declared, relative to src/sfx (for error messages). */
  readonly file: string;
  /** An object type's own members (those declared in src/sfx: a component's props leave out React's). */
  readonly members: readonly ApiMember[];
};
