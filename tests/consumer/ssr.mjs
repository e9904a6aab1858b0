// Server rendering in plain Node (no DOM): imports the installed package through its exports map and
// prints the HTML. Run by the test as `node ssr.mjs`.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { SoundButton, SoundProvider } from 'react-sfx';

const app = createElement(SoundProvider, null, createElement(SoundButton, { sound: 'ui/copy' }, 'Copy'));
process.stdout.write(renderToString(app));
