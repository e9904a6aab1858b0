import type { ReactNode } from 'react';
import { SoundProvider } from 'react-sfx';

export const metadata = { title: 'react-sfx on Next.js' };

// The test serves the sounds package itself; NEXT_PUBLIC_SFX_CDN is inlined at build time.
const CDN = process.env.NEXT_PUBLIC_SFX_CDN;

// A Server Component: it renders react-sfx's provider directly, which works because the package's entry is
// marked 'use client', and configures everything through props (plain values cross to the client; functions
// and a runtime object cannot). No self-hosted copies here, so no HEAD checks (localSoundsPath false).
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <SoundProvider {...(CDN ? { cdnUrl: CDN } : {})} localSoundsPath={false} loadTimeout={8000}>
          {children}
        </SoundProvider>
      </body>
    </html>
  );
}
