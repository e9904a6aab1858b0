import type { ReactNode } from 'react';
import { SoundProvider } from 'react-sfx';
import { CdnSetup } from './CdnSetup';

export const metadata = { title: 'react-sfx on Next.js' };

// A Server Component: it renders react-sfx's provider directly, which works because the package's
// entry is marked 'use client'. No self-hosted copies here, so no HEAD checks (localSoundsPath false).
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <CdnSetup />
        <SoundProvider localSoundsPath={false}>{children}</SoundProvider>
      </body>
    </html>
  );
}
