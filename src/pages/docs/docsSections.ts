import type { DocsHeading, DocsOutline } from './outline.ts';

/**
 * Every section of the page, in order: the single source of the headings' ids and titles, so the table
 * of contents and the headings cannot drift apart.
 */
export const DOCS_SECTIONS = [
  { id: 'introduction', title: 'Introduction' },
  { id: 'key-features', title: 'Key Features' },
  { id: 'installation', title: 'Installation' },
  { id: 'basic-usage', title: 'Basic Usage' },
  {
    id: 'core-api',
    title: 'Core API',
    subsections: [
      { id: 'use-sound', title: 'useSound' },
      { id: 'sound-provider', title: 'SoundProvider' },
      { id: 'use-sound-enabled', title: 'useSoundEnabled' },
      { id: 'use-sound-on-change', title: 'useSoundOnChange' },
      { id: 'sound-component', title: 'Sound' },
      { id: 'sound-button', title: 'SoundButton' },
      { id: 'play-sound', title: 'playSound and preloadSounds' },
    ],
  },
  {
    id: 'advanced-usage',
    title: 'Advanced Usage',
    subsections: [
      { id: 'lazy-loading', title: 'Fetching on intent' },
      { id: 'cdn-url', title: 'Where sounds come from' },
      { id: 'enabled-state', title: 'The enabled flag outside React' },
      { id: 'audio-permission', title: 'Audio permission' },
      { id: 'sound-events', title: 'Sound events' },
      { id: 'sound-runtime', title: 'Separate runtimes' },
      { id: 'sound-files', title: 'Sound files and the catalogue' },
      { id: 'sounds-without-files', title: 'Sounds without files' },
    ],
  },
  { id: 'typescript', title: 'TypeScript Support' },
  {
    id: 'demos',
    title: 'Interactive Demos',
    subsections: [
      { id: 'demo-basic-usage', title: 'Basic Usage' },
      { id: 'demo-categories', title: 'Sound Effects Categories' },
      { id: 'demo-basic-button', title: 'Basic Button' },
      { id: 'demo-loading-button', title: 'Loading-aware Button' },
      { id: 'demo-advanced-controls', title: 'Advanced Controls' },
      { id: 'demo-hook-options', title: 'Interrupt, Pan, Fade and Callbacks' },
      { id: 'demo-examples', title: 'Example Groups' },
    ],
  },
] as const satisfies DocsOutline;

export type DocsSectionId = (typeof DOCS_SECTIONS)[number]['id'];

type SubsectionOf<S> = S extends { subsections: readonly (infer H)[] } ? H : never;
export type DocsSubsectionId = SubsectionOf<(typeof DOCS_SECTIONS)[number]> extends { id: infer I } ? I : never;

const ALL_HEADINGS: readonly DocsHeading[] = DOCS_SECTIONS.flatMap((section): DocsHeading[] => [
  section,
  ...('subsections' in section ? section.subsections : []),
]);

/** The title of a section or subsection, by id. */
export function headingTitle(id: DocsSectionId | DocsSubsectionId): string {
  const heading = ALL_HEADINGS.find((candidate) => candidate.id === id);
  if (!heading) throw new Error(`No docs heading with id "${id}"`);
  return heading.title;
}
