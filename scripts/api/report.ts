/**
 * The API report of the published package (api/react-sfx.api.md, API Extractor's format): the public
 * surface as the package's declarations state it. `npm run api` rewrites the report after a deliberate
 * change of the surface; `npm run test:api` (part of `npm test`) fails when the surface and the committed
 * report differ, so no export, option or signature changes without a reviewed diff of this file.
 */
import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TYPES = join(ROOT, 'temp/api-types');

/** The declarations the package ships (tsconfig.lib.json), where api-extractor.json reads them. */
async function emitDeclarations(): Promise<void> {
  await rm(TYPES, { recursive: true, force: true });
  await mkdir(join(ROOT, 'api'), { recursive: true });
  await promisify(execFile)(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(ROOT, 'tsconfig.lib.json'), '--outDir', TYPES], { cwd: ROOT });
  // The report is titled with the package's name (this repository's package.json names the site).
  await writeFile(join(TYPES, 'package.json'), JSON.stringify({ name: 'react-sfx' }));
}

const update = process.argv.includes('--update');
await emitDeclarations();
const configObjectFullPath = join(ROOT, 'api-extractor.json');
const config = ExtractorConfig.prepare({
  configObject: ExtractorConfig.loadFile(configObjectFullPath),
  configObjectFullPath,
  packageJsonFullPath: join(TYPES, 'package.json'),
});
const result = Extractor.invoke(config, { localBuild: update });
if (!result.succeeded) {
  console.error(
    update
      ? 'api-extractor failed: see the messages above.'
      : 'The public API changed, and api/react-sfx.api.md does not say so: run `npm run api`, review the diff of the report, and commit it (with a CHANGELOG.md entry).',
  );
  process.exitCode = 1;
} else if (update && result.apiReportChanged) console.log('api/react-sfx.api.md updated: review its diff and commit it.');
