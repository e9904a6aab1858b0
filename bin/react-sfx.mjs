#!/usr/bin/env node
// Runs the TypeScript CLI through tsx until a later release compiles it to JavaScript for publishing.
import { tsImport } from 'tsx/esm/api';

const { main } = await tsImport('../src/sfx/cli/main.ts', import.meta.url);
await main();
