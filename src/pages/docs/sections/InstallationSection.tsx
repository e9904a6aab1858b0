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
        included; every current bundler (Vite, webpack 5, Next.js, Parcel, Rollup, esbuild) imports it, and{' '}
        <code>require(&apos;react-sfx&apos;)</code> loads it on Node 20.19 and later (Jest, CommonJS scripts).
      </p>
      <p>
        In the Next.js App Router, <code>react-sfx</code> is a client module (it starts with{' '}
        <code>&apos;use client&apos;</code>): a Server Component, such as your root layout, may render{' '}
        <code>SoundProvider</code> and <code>SoundButton</code> directly, given plain values only: the provider takes{' '}
        <code>cdnUrl</code>, <code>localSoundsPath</code> and <code>loadTimeout</code> as props, and a{' '}
        <code>SoundButton</code> needs just its <code>sound</code>. A file that calls a hook (<code>useSound</code>,{' '}
        <code>useSoundEnabled</code>, <code>useSoundOnChange</code>) or passes a function (a{' '}
        <code>SoundButton</code>&apos;s <code>onClick</code>) must start with <code>&apos;use client&apos;</code>.
        Server code that needs the sound data imports it from <code>react-sfx/catalogue</code>:{' '}
        <code>soundCatalogue</code>, <code>getSoundInfo</code>, <code>isLibrarySoundName</code> and the types.
      </p>
      <p>
        Then wrap your app in a <code>SoundProvider</code>. Hooks and components play sounds without it, but{' '}
        <code>useSoundEnabled</code> needs it, and it is where you preload sounds and release unused ones:
      </p>
      <CodeBlock sample={setup} title="Providers.tsx" />
    </DocsSection>
  );
}
