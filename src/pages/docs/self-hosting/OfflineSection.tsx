import { CodeBlock } from '../../../components/CodeBlock.tsx';
import serviceWorkerSample from '../samples/ServiceWorker.ts?highlight';
import { Section } from '../sections/DocsSection.tsx';
import { SELF_HOSTING_OUTLINE } from './selfHostingOutline.ts';

export function OfflineSection() {
  return (
    <Section heading={SELF_HOSTING_OUTLINE[1]}>
      <p>Sounds can keep working without a network in two ways, which combine well:</p>
      <ul>
        <li>
          <strong>Self-host them</strong> with the CLI (above): they are part of your site, so whatever makes your site
          available offline (a service worker precaching it, an installed app) covers them too.
        </li>
        <li>
          <strong>Cache the CDN files</strong> in your service worker as they are fetched. CDN file names carry a
          content hash, so a cache-first strategy never serves a stale sound. Cache only complete <code>200</code>{' '}
          responses, bound the cache, and match requests by URL (<code>fetch()</code> requests have no{' '}
          <code>audio</code> destination).
        </li>
      </ul>
      <CodeBlock sample={serviceWorkerSample} title="sw.ts" />
      <p>
        Offline, the check for a self-hosted copy fails fast (a <code>HEAD</code> request cannot be cached) and
        react-sfx falls back to the CDN file, which the service worker answers from its cache. This site does exactly
        that: once you have played a sound here, it plays offline too.
      </p>
    </Section>
  );
}
