// Test preload (node --import) for the real program: opening a file whose path contains
// $REACT_SFX_TEST_STALL never returns, as on a hung network mount. It says so on stderr first.
import fsPromises from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';

const marker = process.env.REACT_SFX_TEST_STALL;
const open = fsPromises.open;
fsPromises.open = (path, ...rest) => {
  if (marker && String(path).includes(marker)) {
    process.stderr.write(`react-sfx-test: stalled open ${String(path)}\n`);
    return new Promise(() => {});
  }
  return open(path, ...rest);
};
syncBuiltinESMExports();
