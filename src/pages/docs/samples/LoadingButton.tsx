import { useSound } from 'react-sfx';

export function LoadingButton() {
  const { play, isLoaded } = useSound('notification/success');
  return (
    <button type="button" disabled={!isLoaded} onClick={() => play()}>
      {isLoaded ? 'Play Sound' : 'Loading...'}
    </button>
  );
}
