import { TryItDemo } from './TryItDemo.tsx';

/** Landing page (placeholder until the full landing page lands). */
export function HomePage() {
  return (
    <>
      <h1>react-sfx</h1>
      <p className="lead">
        Sound effects for React apps: a categorised library of lightweight sounds, loaded lazily from a CDN and
        played with a simple hook and component API.
      </p>
      <TryItDemo />
    </>
  );
}
