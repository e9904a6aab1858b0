import { CodeBlock } from '../../../components/CodeBlock.tsx';
import cliSample from '../samples/cli.sh?highlight';
import styles from '../sections/ApiTable.module.css';
import facts from 'virtual:react-sfx/facts';
import { Section } from '../sections/DocsSection.tsx';
import { SELF_HOSTING_OUTLINE } from './selfHostingOutline.ts';

export function SelfHostingSection() {
  return (
    <Section heading={SELF_HOSTING_OUTLINE[0]}>
      <p>
        The <code>react-sfx</code> command copies sounds into your app, so they are served by your own site: no
        third-party request, and they work wherever your site does. Run it with <code>npx</code> in your project:
      </p>
      <CodeBlock sample={cliSample} title="Terminal" />
      <ul>
        <li>
          <code>list</code> prints every built-in sound with its duration, by category (<code>--category</code> for
          some; <code>--json</code> for scripts).
        </li>
        <li>
          <code>pick &lt;name…&gt;</code> downloads the sounds you name; <code>--category &lt;name&gt;</code> (repeatable,
          or comma-separated) every sound of a category; <code>--all</code> the whole catalogue.
        </li>
        <li>
          <code>--output &lt;dir&gt;</code> chooses the folder (default <code>./public/sounds</code>);{' '}
          <code>--cdn &lt;url&gt;</code> where to download from (default <code>$REACT_SFX_CDN</code>, else the public
          CDN).
        </li>
        <li>
          <code>--json</code> prints one JSON document (downloaded, skipped, failed, not attempted) instead of progress
          lines, for build scripts; <code>--quiet</code> prints only failures; <code>--version</code> the version.
        </li>
        <li>
          <code>--from &lt;dir&gt;</code> installs from the <code>react-sfx-sounds</code> package already in{' '}
          <code>node_modules</code> (<code>npm install react-sfx-sounds</code>), with no network: for offline and
          locked-down builds. Each file is still checked against the catalogue, and only regular files inside{' '}
          <code>&lt;dir&gt;</code> are read: a link leading out of it, a FIFO or a device is refused.
        </li>
        <li>
          Every file is checked against its full SHA-256, which the CLI carries for each sound (the file names carry
          only the first 7 hex digits): a mirror serving other bytes is refused, and nothing is written.
        </li>
        <li>
          <code>pick</code> keeps a <code>.react-sfx-manifest.json</code> in the output folder (what it installed, from
          where, each file&apos;s SHA-256, what you asked for). After upgrading react-sfx, <code>react-sfx sync</code>{' '}
          brings the folder up to date: it adds what is missing, re-verifies every file, and removes sounds the catalogue
          no longer has (only files it installed itself and that are still as it installed them; it names any it
          keeps, and why). A damaged manifest is explained field by field.
        </li>
      </ul>
      <p>
        On a flaky network <code>pick</code> tries each file up to {facts.cliTries} times (after a reset, a time-out of{' '}
        {facts.cliRequestTimeoutSeconds} s or a 5xx answer), stops at once only when the host refuses connections, and ends
        any run within {facts.cliRunDeadlineSeconds} seconds with a summary. Each file is checked against the catalogue&apos;s hash before it is written; Ctrl-C (or SIGTERM
        from a build tool) leaves no half-written file, and a run that writes nothing removes the folders it made.
      </p>
      <p>
        The CLI reads each sound only up to its size in the catalogue, from the CDN or from <code>--from</code>: a
        larger file, or a body that does not end, is refused at once, so a broken mirror cannot fill the memory. Any
        other file it reads (the manifest) is read up to {facts.cliOtherFileCapMb} MB. The deadline and Ctrl-C hold
        during every read. A full disk stops the run with a summary, and the sounds installed until then are still
        recorded in the manifest (its room is set aside before the first download). Two runs into the same folder
        both complete, and the manifest records both runs&apos; files.
      </p>
      <p>
        Files land in <code>public/sounds/&lt;category&gt;/&lt;name&gt;.mp3</code>, which your bundler serves as{' '}
        <code>/sounds/&lt;category&gt;/&lt;name&gt;.mp3</code>. That is the first place react-sfx looks: before fetching
        from the CDN it sends a <code>HEAD</code> request there ({facts.localCheckMs} ms time-out) and uses the copy when the answer is
        OK with an <code>audio/*</code> content type. Nothing else to configure; sounds you did not pick still come from
        the CDN.
      </p>
      <h3 id="serving-sounds">Three ways to serve the sounds</h3>
      <ul>
        <li>
          <strong>The default CDN</strong>: the <code>react-sfx-sounds</code> package on jsDelivr, pinned to the exact
          version your <code>react-sfx</code> was built with, so a sound&apos;s URL never changes under a release.
        </li>
        <li>
          <strong>Your own CDN or bucket</strong>: upload the <code>v1/</code> folder of <code>react-sfx-sounds</code>{' '}
          and call <code>setCDNUrl(&apos;https://cdn.example.com/sfx/v1&apos;)</code> once at start-up (allow CORS
          GETs from your site if it is another origin).
        </li>
        <li>
          <strong>Self-hosted</strong> with the CLI as above: no CDN request at all for the sounds you pick.
        </li>
      </ul>
      <div className={styles.scroller} role="region" aria-label="Cache headers to serve them with" tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>Cache headers to serve them with</caption>
          <thead>
            <tr>
              <th scope="col">Files</th>
              <th scope="col">Cache-Control</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td><code>v1/&lt;category&gt;/&lt;name&gt;.&lt;hash&gt;.mp3</code></td>
              <td><code>public, max-age=31536000, immutable</code></td>
              <td>The name changes whenever the bytes do.</td>
            </tr>
            <tr>
              <td><code>/sounds/&lt;category&gt;/&lt;name&gt;.mp3</code></td>
              <td><code>no-cache</code> (or a short max-age)</td>
              <td>Same name when you pick a new version: revalidate.</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        Either way, serve MP3 files as <code>audio/mpeg</code>: the local-copy check only accepts an audio content type.
      </p>
      <h3 id="content-security-policy">Under a Content-Security-Policy</h3>
      <p>
        If your site sends a <code>Content-Security-Policy</code>, let react-sfx fetch and play its sounds: the
        CDN&apos;s origin and <code>blob:</code> in <code>connect-src</code> (a fetched file of 64 KB or more, any file in
        a browser without <code>Uint8Array.prototype.toBase64</code>, is read back from an object URL), and the same with <code>data:</code> in <code>media-src</code> (a stopped long sound is cleared with a silent{' '}
        <code>data:</code> URL). With the default CDN:
      </p>
      <ul>
        <li>
          <code>connect-src &apos;self&apos; {facts.cspConnectSources}</code>
        </li>
        <li>
          <code>media-src &apos;self&apos; {facts.cspMediaSources}</code>
        </li>
      </ul>
      <p>
        With <code>setCDNUrl</code>, put your CDN&apos;s origin in place of jsDelivr&apos;s; with only self-hosted
        sounds, leave it out. This site runs under such a policy: its own build writes the headers into{' '}
        <code>_headers</code> for Netlify and Cloudflare Pages, and <code>npm start</code>&apos;s server sends the same
        ones, from one module (<code>scripts/security-headers.mjs</code>): a <code>Content-Security-Policy</code> that
        allows its inline scripts by the SHA-256 the build computes from the built pages, and{' '}
        {facts.siteSecurityHeaders.map((header, index) => (
          <span key={header}>
            <code>{header}</code>
            {index < facts.siteSecurityHeaders.length - 1 ? ', ' : ''}
          </span>
        ))}
        ; over https also {facts.siteHttpsOnlyHeaders.map((header) => <code key={header}>{header}</code>)}.
      </p>
    </Section>
  );
}
