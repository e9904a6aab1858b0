// CommonJS, as Jest and older Node tooling load packages: require() reaches the ES module through the
// exports map's `default` condition (require(esm), Node 20.19+). Run by the test as `node require.cjs`.
const sfx = require('react-sfx');
const { soundCatalogue, getSoundInfo } = require('react-sfx/catalogue');

process.stdout.write(
  JSON.stringify({
    hook: typeof sfx.useSound,
    button: typeof sfx.SoundButton,
    sounds: Object.keys(soundCatalogue).length,
    same: sfx.soundCatalogue === soundCatalogue,
    copy: getSoundInfo('ui/copy')?.src,
  }),
);
