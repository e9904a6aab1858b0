import type { LibrarySoundName } from 'react-sfx';

/** An example group of the demos (spec section 3): a name, a description and its sounds. */
export type ExampleGroup = { readonly name: string; readonly description: string; readonly sounds: readonly LibrarySoundName[] };

export const EXAMPLE_GROUPS: readonly ExampleGroup[] = [
  {
    name: 'Notification Sounds',
    description: 'Tell people something happened: a message arrived, a task finished, something needs attention.',
    sounds: ['notification/success', 'notification/error', 'notification/info', 'notification/warning'],
  },
  {
    name: 'Game Sounds',
    description: 'Reward and feedback cues for games and playful interfaces.',
    sounds: ['game/coin', 'game/hit', 'game/miss', 'game/portal_opening'],
  },
  {
    name: 'UI Sounds',
    description: 'Subtle confirmation for clicks, toggles, panels and clipboard actions.',
    sounds: ['ui/button_soft', 'ui/toggle_on', 'ui/pop_open', 'ui/copy'],
  },
];
