import { DocsLayout } from './DocsLayout.tsx';
import { DOCS_SECTIONS } from './docsSections.ts';
import { AdvancedUsageSection } from './sections/AdvancedUsageSection.tsx';
import { BasicUsageSection } from './sections/BasicUsageSection.tsx';
import { CoreApiSection } from './sections/CoreApiSection.tsx';
import { DemosSection } from './sections/DemosSection.tsx';
import { InstallationSection } from './sections/InstallationSection.tsx';
import { IntroductionSection } from './sections/IntroductionSection.tsx';
import { KeyFeaturesSection } from './sections/KeyFeaturesSection.tsx';
import { TypeScriptSection } from './sections/TypeScriptSection.tsx';

/** Documentation: the guide from install to configuration, and interactive demos at the end. */
export function DocsPage() {
  return (
    <DocsLayout
      title="Documentation"
      lead="How to install react-sfx, play sounds with hooks and components, and configure it."
      outline={DOCS_SECTIONS}
    >
      <IntroductionSection />
      <KeyFeaturesSection />
      <InstallationSection />
      <BasicUsageSection />
      <CoreApiSection />
      <AdvancedUsageSection />
      <TypeScriptSection />
      <DemosSection />
    </DocsLayout>
  );
}
