import { useSound } from 'react-sfx';

export function CoinButtons({ muted }: { muted: boolean }) {
  const { play, fade, duration } = useSound('arcade/coin', {
    interrupt: true, // a new play stops the last one
    soundEnabled: !muted, // this hook only; the global switch applies too
    pan: -0.5, // a little to the left
    onPlay: () => console.info('coin!'),
    onEnd: () => console.info('coin done'), // not called when stopped
    onError: (error) => console.warn(error.message),
  });
  // Named segments of one file, [start, duration] in ms: play({ id: 'run' }) plays the first 620 ms.
  const jingle = useSound('arcade/level_up', { sprite: { run: [0, 620], chord: [620, 869] } });
  return (
    <>
      <button type="button" onClick={() => play()} onDoubleClick={() => fade(1, 0, 300)}>
        Coin ({duration?.toFixed(2) ?? '…'} s)
      </button>
      <button type="button" onClick={() => jingle.play({ id: 'chord' })}>
        Chord
      </button>
    </>
  );
}
