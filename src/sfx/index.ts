export { soundCatalogue, type LibrarySoundName } from './catalogue.ts';
