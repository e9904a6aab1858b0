import { useSound } from 'react-sfx';

export function RainPlayer() {
  const { play, pause, resume, stop, isLoaded, isPlaying } = useSound('ambient/rain', {
    volume: 0.4, // 0 to 1, default 1
    rate: 1, // playback rate, default 1
    loop: true, // repeat until stopped, default false
  });

  return (
    <div role="group" aria-label="Rain">
      <button type="button" disabled={!isLoaded || isPlaying} onClick={() => play()}>
        Play
      </button>
      {/* Options given to play() apply to that play only. */}
      <button type="button" disabled={!isLoaded} onClick={() => play({ rate: 1.5, loop: false })}>
        Play once, faster
      </button>
      <button type="button" disabled={!isPlaying} onClick={pause}>
        Pause
      </button>
      <button type="button" disabled={!isLoaded || isPlaying} onClick={resume}>
        Resume
      </button>
      <button type="button" disabled={!isPlaying} onClick={stop}>
        Stop
      </button>
    </div>
  );
}
