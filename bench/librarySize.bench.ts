import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

const ENTRY = fileURLToPath(new URL('../src/sfx/index.ts', import.meta.url));

/** The library entry as an app bundles it: minified, react and howler left out, then gzipped. */
export async function librarySizeBench(): Promise<string[]> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: ENTRY, formats: ['es'], fileName: 'react-sfx' },
      rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/, 'howler'] },
    },
  });
  const results = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunks = results.flatMap((result) => result.output).filter((item) => item.type === 'chunk');
  const lines = ['library: file                       minified B   gzip B'];
  let total = 0;
  for (const chunk of chunks) {
    const gzip = gzipSync(chunk.code, { level: 9 }).length;
    total += gzip;
    lines.push(`         ${chunk.fileName.padEnd(28)}${String(chunk.code.length).padStart(10)}${String(gzip).padStart(9)}`);
  }
  const { soundCatalogue } = await import('../src/sfx/catalogue.ts');
  const catalogue = gzipSync(JSON.stringify(soundCatalogue), { level: 9 }).length;
  lines.push(`         total gzip ${total} B, of which the 72-entry catalogue data is about ${catalogue} B`);
  return lines;
}
