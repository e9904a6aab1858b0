import { DocsLayout } from '../DocsLayout.tsx';
import { OfflineSection } from './OfflineSection.tsx';
import { SelfHostingSection } from './SelfHostingSection.tsx';
import { SELF_HOSTING_OUTLINE } from './selfHostingOutline.ts';

/** Self-hosting the sounds with the CLI, and using them offline. */
export function SelfHostingPage() {
  return (
    <DocsLayout
      title="Self-hosting and offline"
      lead="Copy the sounds you use into your app with the react-sfx CLI, so they come from your own site and keep playing offline."
      outline={SELF_HOSTING_OUTLINE}
    >
      <SelfHostingSection />
      <OfflineSection />
    </DocsLayout>
  );
}
