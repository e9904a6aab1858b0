import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '../components/Footer.tsx';
import { Header } from '../components/Header.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import styles from './Layout.module.css';
import { useDocumentMeta } from './useDocumentMeta.ts';

/**
 * Marks the document once the page (its lazily loaded chunk included) has hydrated and answers input:
 * `<html data-hydrated>`. The prerendered HTML is on screen earlier; tests and scripts that must act
 * on a live page wait for this.
 */
function HydrationMark() {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
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
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
