import { SoundButton } from 'react-sfx';

export function BasicButton() {
  return (
    <SoundButton sound="ui/button_medium" soundOptions={{ volume: 0.8 }}>
      Click me
    </SoundButton>
  );
}
