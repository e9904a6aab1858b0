import { type SoundEvent, subscribeSoundEvents } from 'react-sfx';

// Everything the runtime does with each sound, e.g. for logs, analytics or a store.
export const stopLogging = subscribeSoundEvents((event: SoundEvent) => {
  switch (event.type) {
    case 'loading':
    case 'loaded':
      console.debug(`${event.name}: ${event.type}`);
      break;
    case 'error':
      console.error(`${event.name}: ${event.message}`);
      break;
    default:
      // play, end, pause, stop: `playing` counts the plays of that sound still sounding.
      console.debug(`${event.name}: ${event.type}, ${event.playing} playing`);
  }
});
