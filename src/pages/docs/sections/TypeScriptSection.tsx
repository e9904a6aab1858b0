import { CodeBlock } from '../../../components/CodeBlock.tsx';
import typescriptSample from '../samples/TypeScript.tsx?highlight';
import { type ApiRow, ApiTable } from './ApiTable.tsx';
import { DocsSection } from './DocsSection.tsx';

const TYPES: readonly ApiRow[] = [
  { name: 'LibrarySoundName', type: "'ui/copy' | 'game/coin' | …", description: 'Every built-in sound name.' },
  { name: 'UiSoundName, GameSoundName, …', type: "'copy' | 'send' | …", description: 'The names within one category (Ambient, Arcade, Game, Misc, Notification, System, Ui), as react-sounds types them: `ui/${UiSoundName}` is a UI sound.' },
  { name: 'SoundCategory', type: "'ambient' | 'arcade' | …", description: 'The seven categories.' },
  { name: 'SoundName', type: 'LibrarySoundName | string', description: 'What every API takes: a built-in name (with completion) or any URL.' },
  { name: 'SoundOptions', type: '{ volume?; rate?; loop? }', description: 'The options of one play.' },
  { name: 'UseSoundOptions', type: 'SoundOptions & { lazy? }', description: "useSound's options." },
  { name: 'SoundHookReturn, UseSoundReturn', type: '{ play; stop; pause; … }', description: "What useSound returns (UseSoundReturn adds load)." },
  { name: 'SoundOnChangeOptions', type: 'SoundOptions & { initial? }', description: "useSoundOnChange's options." },
  { name: 'SoundInfo', type: '{ src: string; duration: number }', description: "A catalogue entry: the file under the CDN base and the duration in seconds." },
  { name: 'SoundEvent', type: "{ type: 'loading' | …; name; … }", description: 'What subscribeSoundEvents reports.' },
  { name: 'AudioPermissionStatus', type: "'granted' | 'prompt' | 'unavailable'", description: 'What checkAudioPermission returns.' },
  { name: 'SoundProps, SoundButtonProps, SoundProviderProps', type: 'object', description: "The components' props." },
];

export function TypeScriptSection() {
  return (
    <DocsSection id="typescript">
      <p>
        react-sfx is written in TypeScript and ships its types. Built-in names are string literals, so they complete
        in your editor. <code>SoundName</code>, which every API takes, also accepts any URL of your own; type your own
        props and constants as <code>LibrarySoundName</code> (or one category&apos;s union) and a misspelt name fails
        type checking.
      </p>
      <CodeBlock sample={typescriptSample} title="IconButton.tsx" />
      <ApiTable caption="Exported types" rows={TYPES} />
    </DocsSection>
  );
}
