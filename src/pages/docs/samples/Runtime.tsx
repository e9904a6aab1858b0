import { type ReactNode, useState } from 'react';
import { SoundProvider, createSoundRuntime } from 'react-sfx';

// A widget embedded in someone else's page: its own sounds, CDN, events and on/off switch
// (remembered under its own key), apart from the host app's and from other runtimes.
export function ChatWidgetSounds({ children }: { children: ReactNode }) {
  const [runtime] = useState(() =>
    createSoundRuntime({ cdnUrl: 'https://chat.example.com/sounds/v1', storageKey: 'chat-sounds-enabled' }),
  );
  return <SoundProvider runtime={runtime}>{children}</SoundProvider>;
}
