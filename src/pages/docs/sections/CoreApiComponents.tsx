import { CodeBlock } from '../../../components/CodeBlock.tsx';
import soundButtonSample from '../samples/SoundButtonProps.tsx?highlight';
import soundSample from '../samples/SoundComponent.tsx?highlight';
import { type ApiRow, ApiTable } from './ApiTable.tsx';
import { DocsSubsection } from './DocsSection.tsx';

const SOUND_PROPS: readonly ApiRow[] = [
  { name: 'name', type: 'SoundName', description: 'The sound: a built-in name or a URL.' },
  { name: 'trigger', type: "'mount' | 'unmount' | 'none'", description: "Play when the component mounts, when it unmounts, or never by itself. Default 'none'." },
  { name: 'options', type: 'SoundOptions', description: 'volume, rate and loop of the play.' },
  { name: 'onLoad', type: '() => void', description: 'Called once the sound is loaded.' },
  { name: 'onPlay', type: '() => void', description: 'Called when the sound starts playing.' },
  { name: 'onStop', type: '() => void', description: 'Called when it stops playing (ended, stopped or paused).' },
  { name: 'onError', type: '(error: Error) => void', description: 'Called when the sound cannot be loaded or played.' },
  { name: 'children', type: 'ReactNode', description: 'Rendered as they are.' },
];

const SOUND_BUTTON_PROPS: readonly ApiRow[] = [
  { name: 'sound', type: 'SoundName', description: 'The sound played on click, before your onClick is called.' },
  { name: 'soundOptions', type: 'SoundOptions', description: 'volume, rate and loop of each play.' },
  { name: 'onSoundError', type: '(error: Error) => void', description: 'Called when the sound cannot be loaded or played (otherwise the error is logged).' },
  { name: '...button props', type: "ComponentProps<'button'>", description: "Everything a <button> takes; type defaults to 'button'." },
];

export function CoreApiComponents() {
  return (
    <>
      <DocsSubsection id="sound-component">
        <p>
          <code>Sound</code> plays a sound declaratively, when it mounts or unmounts, and reports its load, play, stop
          and errors through callbacks. It renders its children.
        </p>
        <CodeBlock sample={soundSample} title="Toast.tsx" />
        <ApiTable caption="Sound props" rows={SOUND_PROPS} />
      </DocsSubsection>
      <DocsSubsection id="sound-button">
        <p>
          <code>SoundButton</code> is a <code>&lt;button&gt;</code> that plays a sound when clicked. It fetches the sound
          on intent (pointer over, focus or press), so a page full of buttons fetches nothing until someone reaches for
          one.
        </p>
        <CodeBlock sample={soundButtonSample} title="SubmitButton.tsx" />
        <ApiTable caption="SoundButton props" rows={SOUND_BUTTON_PROPS} />
      </DocsSubsection>
    </>
  );
}
