import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { CopyPageButton } from './CopyPageButton.tsx';
import styles from './DocsPage.module.css';
import { AdvancedUsageSection } from './sections/AdvancedUsageSection.tsx';
import { BasicUsageSection } from './sections/BasicUsageSection.tsx';
import { CoreApiSection } from './sections/CoreApiSection.tsx';
import { DemosSection } from './sections/DemosSection.tsx';
import { InstallationSection } from './sections/InstallationSection.tsx';
import { IntroductionSection } from './sections/IntroductionSection.tsx';
import { KeyFeaturesSection } from './sections/KeyFeaturesSection.tsx';
import { MigrationSection } from './sections/MigrationSection.tsx';
import { OfflineSection } from './sections/OfflineSection.tsx';
import { SelfHostingSection } from './sections/SelfHostingSection.tsx';
import { TypeScriptSection } from './sections/TypeScriptSection.tsx';
import { TableOfContents } from './TableOfContents.tsx';

/**
 * The page renders after the browser's own jump to a fragment (it is loaded lazily), so a link such as
 * /docs#core-api is honoured once the heading exists.
 */
function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash]);
}

/** Documentation: guides, API reference and interactive demos, with a table of contents. */
export function DocsPage() {
  const content = useRef<HTMLDivElement>(null);
  useScrollToHash();

  return (
    <div ref={content} className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1>Documentation</h1>
          <p className="lead">How to install react-sfx, play sounds with hooks and components, and configure it.</p>
        </div>
        <CopyPageButton contentRef={content} />
      </header>
      <div className={styles.layout}>
        <aside className={styles.sidebar}>
          <TableOfContents />
        </aside>
        <article className={styles.article}>
          <IntroductionSection />
          <KeyFeaturesSection />
          <InstallationSection />
          <BasicUsageSection />
          <CoreApiSection />
          <AdvancedUsageSection />
          <TypeScriptSection />
          <SelfHostingSection />
          <OfflineSection />
          <MigrationSection />
          <DemosSection />
        </article>
      </div>
    </div>
  );
}
