#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, for development in this repository. The published package's bin
// is dist/cli.js, the same CLI compiled to JavaScript by scripts/pack-lib.ts.
import { tsImport } from 'tsx/esm/api';

const { main } = await tsImport('../src/sfx/cli/main.ts', import.meta.url);
await main();
