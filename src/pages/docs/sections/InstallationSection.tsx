import { CodeBlock } from '../../../components/CodeBlock.tsx';
import install from '../samples/install.sh?highlight';
import setup from '../samples/AppSetup.tsx?highlight';
import { DocsSection } from './DocsSection.tsx';

export function InstallationSection() {
  return (
    <DocsSection id="installation">
      <p>
        Install react-sfx with howler.js, the audio engine it plays through (a peer dependency, so your app controls
        its version):
      </p>
      <CodeBlock sample={install} />
      <p>
        react-sfx works with React 18 and 19 and howler 2.2 or later. It is an ES module with TypeScript types
        included; every current bundler (Vite, webpack 5, Next.js, Parcel, Rollup, esbuild) imports it.
      </p>
      <p>
        Then wrap your app in a <code>SoundProvider</code>. Hooks and components play sounds without it, but{' '}
        <code>useSoundEnabled</code> needs it, and it is where you preload sounds and release unused ones:
      </p>
      <CodeBlock sample={setup} title="Providers.tsx" />
    </DocsSection>
  );
}
