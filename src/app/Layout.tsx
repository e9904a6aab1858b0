import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { setSoundEnabled } from 'react-sfx';
import { Footer } from '../components/Footer.tsx';
import { Header } from '../components/Header.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import { replayEarlyInput } from './earlyInput.ts';
import styles from './Layout.module.css';
import { SoundBridge } from './SoundBridge.tsx';
import { useDocumentMeta } from './useDocumentMeta.ts';

/**
 * Marks the document once the page (its lazily loaded chunk included) has hydrated and answers input:
 * `<html data-hydrated>`, which also ends index.html's holding of early clicks. Then replays what the
 * visitor did on the prerendered page before (earlyInput.ts), the sound switch's flag included, which
 * the library takes from here.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    replayEarlyInput(document, setSoundEnabled);
  }, []);
  return null;
}

/** The frame of every page: skip link, header, the routed page, footer. */
export function Layout() {
  useDocumentMeta();
  return (
    <div className={styles.frame}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <HydrationMark />
          {/* Inside the page's boundary, after the mark: the store takes the visitor's stored switch only
              once the page has hydrated. Until then it must say what the HTML was rendered with, or the
              page, hydrating after the frame around it, would not match its HTML (lazyPage.tsx). */}
          <SoundBridge />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
