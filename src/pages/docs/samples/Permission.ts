import { checkAudioPermission } from 'react-sfx';

// Browsers let audio start only after the visitor clicks, taps or presses a key on the page.
export async function soundHint(): Promise<string> {
  switch (await checkAudioPermission()) {
    case 'granted':
      return '';
    case 'prompt':
      return 'Click anywhere to turn on sound effects.';
    case 'unavailable':
      return 'This browser cannot play sound effects.';
  }
}
