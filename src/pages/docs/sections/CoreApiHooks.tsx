import { CodeBlock } from '../../../components/CodeBlock.tsx';
import providerSample from '../samples/AppSetup.tsx?highlight';
import useSoundSample from '../samples/UseSound.tsx?highlight';
import enabledSample from '../samples/UseSoundEnabled.tsx?highlight';
import onChangeSample from '../samples/UseSoundOnChange.tsx?highlight';
import providerProps from 'virtual:react-sfx/api/SoundProviderProps';
import useSoundOptions from 'virtual:react-sfx/api/UseSoundOptions';
import useSoundReturn from 'virtual:react-sfx/api/UseSoundReturn';
import { ApiMembersTable } from './ApiTable.tsx';
import { DocsSubsection } from './DocsSection.tsx';

export function CoreApiHooks() {
  return (
    <>
      <DocsSubsection id="use-sound">
        <p>
          <code>useSound(name, options?)</code> gives a component a sound. Built-in sounds are fetched once and shared by
          every component that uses them; each component pauses, resumes and stops only its own plays.
        </p>
        <CodeBlock sample={useSoundSample} title="RainPlayer.tsx" />
        <ApiMembersTable entry={useSoundOptions} caption="useSound options" />
        <ApiMembersTable entry={useSoundReturn} caption="useSound returns" />
      </DocsSubsection>
      <DocsSubsection id="sound-provider">
        <p>
          <code>SoundProvider</code> provides the global sounds-enabled flag to <code>useSoundEnabled</code>, preloads
          sounds and releases unused ones. Render it once, near the root.
        </p>
        <CodeBlock sample={providerSample} title="Providers.tsx" />
        <ApiMembersTable entry={providerProps} caption="SoundProvider props" />
      </DocsSubsection>
      <DocsSubsection id="use-sound-enabled">
        <p>
          <code>useSoundEnabled()</code> returns <code>[enabled, setEnabled]</code>: the global flag that turns every
          sound on or off. It defaults to on, is remembered in localStorage (key <code>react-sfx-enabled</code>, the
          string <code>true</code> or <code>false</code>), and sounds already playing pause when it turns off. Used
          outside a <code>SoundProvider</code>, it throws.
        </p>
        <CodeBlock sample={enabledSample} title="SoundToggle.tsx" />
      </DocsSubsection>
      <DocsSubsection id="use-sound-on-change">
        <p>
          <code>useSoundOnChange(name, value, options?)</code> plays a sound whenever <code>value</code> changes. It
          takes the play options and <code>initial</code>, to play on the first render too (default false).
        </p>
        <CodeBlock sample={onChangeSample} title="Counters.tsx" />
      </DocsSubsection>
    </>
  );
}
