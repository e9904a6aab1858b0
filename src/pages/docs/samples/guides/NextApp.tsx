import type { ComponentType } from 'react';
import { SoundProvider } from 'react-sfx';

// pages/_app.tsx (Pages Router): no directive needed; every page renders inside the provider.
// With Next.js's types installed: `import type { AppProps } from 'next/app'` instead.
type AppProps = { Component: ComponentType; pageProps: object };

export default function App({ Component, pageProps }: AppProps) {
  return (
    <SoundProvider preload={['ui/button_soft']}>
      <Component {...pageProps} />
    </SoundProvider>
  );
}
