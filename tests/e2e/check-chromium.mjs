// Fails fast, with the one command that fixes it, when the e2e tests' system tools are missing:
// Chromium drives the site, ffmpeg decodes audio for the sound quality tests.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const missing = [];
if (!existsSync(CHROMIUM)) missing.push(`Chromium (${CHROMIUM})`);
if (spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status !== 0) missing.push('ffmpeg');

if (missing.length > 0) {
  console.error(`The end-to-end tests need ${missing.join(' and ')}, which ${missing.length > 1 ? 'are' : 'is'} missing.`);
  console.error('Install with:');
  console.error('  sudo apt-get update && sudo apt-get install -y chromium ffmpeg');
  process.exit(1);
}
