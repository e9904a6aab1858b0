import { CodeBlock } from '../../../components/CodeBlock.tsx';
import functionsSample from '../samples/Functions.ts?highlight';
import { DocsSubsection } from './DocsSection.tsx';

export function CoreApiFunctions() {
  return (
    <DocsSubsection id="play-sound">
      <p>
        <code>playSound(name, options?)</code> plays a sound without a hook, from anywhere: it resolves once the sound
        starts and does nothing while sounds are disabled. <code>preloadSounds(names)</code> fetches sounds ahead of use
        so that their first play starts at once, and resolves with an array, as in react-sounds.{' '}
        <code>makeRemoteSound(name)</code>, as in react-sounds, returns a loader: calling it fetches the sound once (a
        built-in name or a URL) and resolves with <code>{'{ instance, subscriptions }'}</code>: its howler{' '}
        <code>Howl</code>, for code that drives howler itself, and how many users hold the sound.
      </p>
      <CodeBlock sample={functionsSample} title="sounds.ts" />
    </DocsSubsection>
  );
}
