import { type ReactNode, useState } from 'react';
import { Sound } from 'react-sfx';

// Plays when the toast appears, and reports what happens to its sound.
export function Toast({ message }: { message: string }) {
  const [soundState, setSoundState] = useState('loading');
  return (
    <Sound
      name="notification/popup"
      trigger="mount" // or "unmount", or "none" (the default)
      options={{ volume: 0.6 }}
      onLoad={() => setSoundState('loaded')}
      onPlay={() => setSoundState('playing')}
      onStop={() => setSoundState('stopped')}
      onError={(error) => setSoundState(`failed: ${error.message}`)}
    >
      <div role="status" data-sound={soundState}>
        {message}
      </div>
    </Sound>
  );
}

// Plays as the dialog closes, even though the component is gone by then.
export function Dialog({ children }: { children: ReactNode }) {
  return (
    <Sound name="ui/popup_close" trigger="unmount">
      <div role="dialog">{children}</div>
    </Sound>
  );
}
