import type { ReactNode } from 'react';
import { SoundProvider } from 'react-sfx';

// app/layout.tsx, a Server Component. react-sfx's entry is a client module: the layout
// may render SoundProvider, given plain values only (strings, numbers, booleans, arrays).
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <SoundProvider
          // Your copy of react-sfx-sounds' v1/ folder; leave it out for the default CDN.
          // cdnUrl="https://assets.example.com/react-sfx/v1"
          localSoundsPath={false} // nothing self-hosted: no HEAD check per sound
          loadTimeout={15_000}
          preload={['ui/button_soft']}
        >
          {children}
        </SoundProvider>
      </body>
    </html>
  );
}
