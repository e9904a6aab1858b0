import type { ReactNode } from 'react';
import { SoundProvider } from 'react-sfx';

// Wrap your app once, near its root.
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SoundProvider
      // Fetched at start-up, so their first play starts at once.
      preload={['ui/button_soft', 'notification/success']}
      // Used until the visitor turns sounds on or off (remembered in localStorage).
      initialEnabled={true}
      // Every minute, release sounds that nothing uses or plays.
      cleanupInterval={60_000}
    >
      {children}
    </SoundProvider>
  );
}
