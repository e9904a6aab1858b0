import { CoreApiComponents } from './CoreApiComponents.tsx';
import { CoreApiFunctions } from './CoreApiFunctions.tsx';
import { CoreApiHooks } from './CoreApiHooks.tsx';
import { DocsSection } from './DocsSection.tsx';

export function CoreApiSection() {
  return (
    <DocsSection id="core-api">
      <p>
        Everything is a named export of <code>react-sfx</code>. A sound is named <code>category/name</code> (a built-in
        sound) or by a URL of your own, which is fetched as is.
      </p>
      <CoreApiHooks />
      <CoreApiComponents />
      <CoreApiFunctions />
    </DocsSection>
  );
}
