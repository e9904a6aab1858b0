import { SoundButton, SoundProvider, useSound, type LibrarySoundName } from 'react-sfx';

const SUCCESS: LibrarySoundName = 'notification/success';

function SaveButton() {
  const { play } = useSound(SUCCESS, { volume: 0.8 });
  return (
    <button type="button" onClick={() => void play().catch(() => undefined)}>
      Save
    </button>
  );
}

export function App() {
  return (
    <SoundProvider>
      <h1>react-sfx consumer</h1>
      <SaveButton />
      <SoundButton sound="ui/copy">Copy</SoundButton>
    </SoundProvider>
  );
}
