import { makeRemoteSound, playSound, preloadSounds } from 'react-sfx';

// Outside components: in a store listener, a router callback, a socket handler...
// Resolves once the sound starts; does nothing while sounds are disabled.
export async function onMessageReceived(): Promise<void> {
  await playSound('notification/message', { volume: 0.8 });
}

// Fetch ahead of use, e.g. when a level starts, so each first play starts at once.
export async function prepareLevel(): Promise<void> {
  await preloadSounds(['game/coin', 'game/hit', 'game/miss']);
}

// react-sounds' loader: { instance, subscriptions }, the sound's howler Howl, loaded once, for code that
// drives howler directly.
const loadJingle = makeRemoteSound('arcade/level_up');
export async function celebrate(): Promise<void> {
  const { instance: howl } = await loadJingle();
  howl.fade(0, 1, 400, howl.play());
}
