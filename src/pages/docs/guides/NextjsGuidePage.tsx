import { Link } from 'react-router-dom';
import { CodeBlock } from '../../../components/CodeBlock.tsx';
import { paths } from '../../../config/paths.ts';
import { DocsLayout } from '../DocsLayout.tsx';
import type { DocsOutline } from '../outline.ts';
import appSample from '../samples/guides/NextApp.tsx?highlight';
import layoutSample from '../samples/guides/NextLayout.tsx?highlight';
import pickSample from '../samples/guides/next-pick.sh?highlight';
import clientSample from '../samples/guides/NextSaveBar.tsx?highlight';
import { Section, Subsection } from '../sections/DocsSection.tsx';

const OUTLINE = [
  {
    id: 'app-router',
    title: 'App Router',
    subsections: [
      { id: 'root-layout', title: 'The provider in the root layout' },
      { id: 'use-client', title: "Files that need 'use client'" },
      { id: 'server-catalogue', title: 'Sound data on the server' },
      { id: 'static-export', title: 'Static export' },
    ],
  },
  { id: 'pages-router', title: 'Pages Router' },
  { id: 'nextjs-self-hosting', title: 'Self-hosting the sounds' },
] as const satisfies DocsOutline;

/** Next.js: the App Router (Server Components, 'use client') and the Pages Router. */
export function NextjsGuidePage() {
  return (
    <DocsLayout
      title="Next.js"
      lead={
        <>
          react-sfx works in both of Next.js&apos;s routers. In the App Router, configure it from your root layout and
          mark the files that call its hooks with <code>&apos;use client&apos;</code>.
        </>
      }
      outline={OUTLINE}
    >
      <Section heading={OUTLINE[0]}>
        <p>
          react-sfx&apos;s main entry is a client module: its first line is <code>&apos;use client&apos;</code>. A Server
          Component may import its components and render them, given plain values only: strings, numbers, booleans,
          arrays and plain objects. Functions and objects with methods cannot cross from the server to the client.
        </p>
        <Subsection heading={OUTLINE[0].subsections[0]}>
          <p>
            Render <code>SoundProvider</code> in <code>app/layout.tsx</code>, a Server Component, and configure it there
            with props: <code>cdnUrl</code>, <code>localSoundsPath</code> and <code>loadTimeout</code> (what{' '}
            <code>setCDNUrl</code>, <code>setLocalSoundsPath</code> and <code>setLoadTimeout</code> set), and{' '}
            <code>preload</code>, <code>initialEnabled</code> and <code>cleanupInterval</code> as anywhere. Calling{' '}
            <code>setCDNUrl()</code> in the layout would not work: on the server, react-sfx&apos;s functions are
            references to client code, not functions to call.
          </p>
          <CodeBlock sample={layoutSample} title="app/layout.tsx" />
          <p>
            The <code>runtime</code> prop is the exception: a runtime from <code>createSoundRuntime()</code> is an object
            with methods. Create it in a <code>&apos;use client&apos;</code> file and render that file&apos;s provider
            from the layout.
          </p>
          <p>
            A Server Component may render <code>{'<SoundButton sound="ui/copy">'}</code> too, and{' '}
            <code>{'<Sound name="…" trigger="mount" />'}</code>, as long as their props are plain values: a{' '}
            <code>SoundButton</code> needs just its <code>sound</code>.
          </p>
        </Subsection>
        <Subsection heading={OUTLINE[0].subsections[1]}>
          <p>
            A file that calls a hook (<code>useSound</code>, <code>useSoundEnabled</code>, <code>useSoundOnChange</code>)
            or passes a function (a <code>SoundButton</code>&apos;s <code>onClick</code> or <code>onSoundError</code>, a{' '}
            <code>Sound</code>&apos;s callbacks) must start with <code>&apos;use client&apos;</code>. Without it, Next.js
            refuses the file. Server Components import such files and render them like any component.
          </p>
          <CodeBlock sample={clientSample} title="app/SaveBar.tsx" />
          <p>
            On the server, <code>useSoundEnabled()</code> returns the provider&apos;s <code>initialEnabled</code>{' '}
            (default true), since a server knows no visitor&apos;s choice. The stored choice applies in the browser after
            hydration.
          </p>
        </Subsection>
        <Subsection heading={OUTLINE[0].subsections[2]}>
          <p>
            Server code that needs the sound data (a Server Component, a route handler, a build script) imports it from{' '}
            <code>react-sfx/catalogue</code>: <code>soundCatalogue</code>, <code>getSoundInfo</code>,{' '}
            <code>isLibrarySoundName</code> and the types (<code>LibrarySoundName</code>, <code>SoundInfo</code>, …).
            That entry has no <code>&apos;use client&apos;</code>, so the server gets the values themselves:{' '}
            <code>{"getSoundInfo('ui/copy')?.duration"}</code> is the sound&apos;s length in seconds.
          </p>
        </Subsection>
        <Subsection heading={OUTLINE[0].subsections[3]}>
          <p>
            A static export (<code>output: &apos;export&apos;</code>) works: the provider and the buttons are part of the
            exported HTML, and sounds load in the browser. react-sfx&apos;s own tests build an App Router app this way,
            with the provider in a Server Component layout, and play its sounds in a browser.
          </p>
        </Subsection>
      </Section>

      <Section heading={OUTLINE[1]}>
        <p>
          The Pages Router needs no directive. Put <code>SoundProvider</code> in <code>pages/_app.tsx</code>, and use the
          hooks and components in any page. Importing react-sfx and rendering it on the server touches no browser API:
          sounds are fetched and played in the browser only.
        </p>
        <CodeBlock sample={appSample} title="pages/_app.tsx" />
      </Section>

      <Section heading={OUTLINE[2]}>
        <p>
          Next.js serves <code>public/</code> at the site root, which is where react-sfx looks for a copy of each sound
          before the CDN: <code>/sounds/&lt;category&gt;/&lt;name&gt;.mp3</code>. Copy the sounds you use there with the
          CLI:
        </p>
        <CodeBlock sample={pickSample} title="Terminal" />
        <p>
          Under a <code>basePath</code>, the files are served below it: pass{' '}
          <code>{'localSoundsPath={`${basePath}/sounds`}'}</code> to the provider (for a <code>basePath</code> of{' '}
          <code>/shop</code>, <code>localSoundsPath=&quot;/shop/sounds&quot;</code>). An app that self-hosts nothing
          passes <code>{'localSoundsPath={false}'}</code>, which saves a <code>HEAD</code> request per sound. The{' '}
          <Link to={paths.docsSelfHosting}>self-hosting guide</Link> has the rest of the CLI.
        </p>
      </Section>
    </DocsLayout>
  );
}
