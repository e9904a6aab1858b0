import { useSound } from 'react-sfx';

export function LoadingButton() {
  const { play, isLoaded, error } = useSound('notification/success');
  // play() loads afresh after a failure; the library logs why.
  if (error) return <button type="button" onClick={() => play().catch(() => {})}>Couldn&apos;t load. Try again</button>;
  return (
    <button type="button" disabled={!isLoaded} onClick={() => play()}>
      {isLoaded ? 'Play Sound' : 'Loading...'}
    </button>
  );
}
