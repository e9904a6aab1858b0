'use client';
// A file that calls a hook is a client module: without this line Next.js refuses it ("Attempted to call
// useSound() from the server").
import { getLoadTimeout, useSound } from 'react-sfx';

export function SaveButton() {
  const { play } = useSound('notification/success', { volume: 0.8 });
  return (
    <>
      <button type="button" onClick={play}>
        Save
      </button>
      {/* Set by the server layout's <SoundProvider loadTimeout>. */}
      <p>{`Loads time out after ${getLoadTimeout()} ms`}</p>
    </>
  );
}
