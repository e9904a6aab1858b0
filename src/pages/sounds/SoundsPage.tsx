import { soundCatalogue } from 'react-sfx';

const soundNames = Object.keys(soundCatalogue);
const categoryCount = new Set(soundNames.map((name) => name.split('/')[0])).size;

/** Sound Library page (placeholder until the browser lands): how much the catalogue holds. */
export function SoundsPage() {
  return (
    <>
      <h1>Sound Library</h1>
      <p className="lead">
        {soundNames.length} sounds in {categoryCount} categories
      </p>
    </>
  );
}
