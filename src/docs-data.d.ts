/** The API model of the library, read from its sources at build time (scripts/vite-plugin-docs-data.ts). */
declare module 'virtual:react-sfx/api' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module cannot import a relative path
  const model: readonly import('./config/apiModel.ts').ApiEntry[];
  export default model;
}

/** One export's entry of the API model, e.g. `virtual:react-sfx/api/UseSoundOptions`. */
declare module 'virtual:react-sfx/api/*' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module cannot import a relative path
  const entry: import('./config/apiModel.ts').ApiEntry;
  export default entry;
}

/** The exports of one kind (`virtual:react-sfx/api-index/type`), each with the first sentence of its doc. */
declare module 'virtual:react-sfx/api-index/*' {
  const index: readonly { readonly name: string; readonly summary: string }[];
  export default index;
}

/** CHANGELOG.md as HTML, rendered at build time (scripts/vite-plugin-docs-data.ts). */
declare module 'virtual:react-sfx/changelog' {
  const html: string;
  export default html;
}

/** The figures the docs state, from the library's constants (scripts/docs-facts.ts). */
declare module 'virtual:react-sfx/facts' {
  const facts: Readonly<
    Record<
      | 'openingFromKb'
      | 'openingKb'
      | 'openingShareDenominator'
      | 'crossfadeMs'
      | 'streamingFromMb'
      | 'localCheckMs'
      | 'loadTimeoutSeconds'
      | 'loadNewsMs'
      | 'cliTries'
      | 'cliRequestTimeoutSeconds'
      | 'cliRunDeadlineSeconds'
      | 'cliOtherFileCapMb'
      | 'synthFallbackSeconds'
      | 'renderedOpeningSeconds'
      | 'renderedBedFromSeconds'
      | 'synthBudgetKb'
      | 'warmUpTakes'
      | 'catalogueFilesKb'
      | 'largestFileKb'
      | 'soundCount',
      number
    > &
      Record<'cspConnectSources' | 'cspMediaSources' | 'renderedStretchesSeconds', string> &
      Record<'siteSecurityHeaders' | 'siteHttpsOnlyHeaders', readonly string[]>
  >;
  export default facts;
}
