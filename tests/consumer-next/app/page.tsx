import { SoundButton } from 'react-sfx';
import { getSoundInfo, soundCatalogue } from 'react-sfx/catalogue';
import { RenderedCoin } from './RenderedCoin';
import { SaveButton } from './SaveButton';

// A Server Component: SoundButton comes from the client entry; the catalogue is read on the server.
export default function Page() {
  const count = Object.keys(soundCatalogue).length;
  const copy = getSoundInfo('ui/copy');
  return (
    <main>
      <h1>react-sfx on Next.js</h1>
      <p>{`${count} sounds; ui/copy lasts ${copy?.duration ?? '?'} s`}</p>
      <SoundButton sound="ui/copy">Copy</SoundButton>
      <SaveButton />
      <RenderedCoin />
    </main>
  );
}
