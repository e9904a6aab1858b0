import { CodeBlock } from '../../../components/CodeBlock.tsx';
import soundButtonSample from '../samples/SoundButtonProps.tsx?highlight';
import soundSample from '../samples/SoundComponent.tsx?highlight';
import soundButtonProps from 'virtual:react-sfx/api/SoundButtonProps';
import soundProps from 'virtual:react-sfx/api/SoundProps';
import { ApiMembersTable } from './ApiTable.tsx';
import { DocsSubsection } from './DocsSection.tsx';

export function CoreApiComponents() {
  return (
    <>
      <DocsSubsection id="sound-component">
        <p>
          <code>Sound</code> plays a sound declaratively, when it mounts or unmounts, and reports its load, play, stop
          and errors through callbacks. It renders its children.
        </p>
        <CodeBlock sample={soundSample} title="Toast.tsx" />
        <ApiMembersTable entry={soundProps} caption="Sound props" />
      </DocsSubsection>
      <DocsSubsection id="sound-button">
        <p>
          <code>SoundButton</code> is a <code>&lt;button&gt;</code> that plays a sound when clicked. It fetches the sound
          on intent (pointer over, focus or press), so a page full of buttons fetches nothing until someone reaches for
          one.
        </p>
        <CodeBlock sample={soundButtonSample} title="SubmitButton.tsx" />
        <ApiMembersTable entry={soundButtonProps} caption="SoundButton props (and every <button> prop)" />
      </DocsSubsection>
    </>
  );
}
