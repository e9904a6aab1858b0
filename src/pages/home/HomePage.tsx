import { ClosingCallToAction } from './ClosingCallToAction.tsx';
import { FeatureGrid } from './FeatureGrid.tsx';
import { Hero } from './Hero.tsx';
import { TryItDemo } from './TryItDemo.tsx';

/** The landing page: the pitch and install command, the Key Features, a demo, and where to go next. */
export function HomePage() {
  return (
    <>
      <Hero />
      <FeatureGrid />
      <TryItDemo />
      <ClosingCallToAction />
    </>
  );
}
