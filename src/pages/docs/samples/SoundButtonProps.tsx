import { SoundButton } from 'react-sfx';

// Every <button> prop passes through; the sound is fetched on intent (pointer over, focus, press).
export function SubmitButton({ disabled }: { disabled: boolean }) {
  return (
    <SoundButton
      type="submit"
      sound="ui/submit"
      soundOptions={{ volume: 0.7, rate: 1.1 }}
      onSoundError={(error) => console.warn('No submit sound:', error.message)}
      disabled={disabled}
    >
      Submit
    </SoundButton>
  );
}
