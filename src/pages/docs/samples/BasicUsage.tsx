import { SoundButton, useSound } from 'react-sfx';

// A hook: play the sound from any event handler.
export function LikeButton() {
  const { play } = useSound('ui/success_blip');
  return (
    <button type="button" onClick={() => play()}>
      Like
    </button>
  );
}

// A component: a <button> that plays its sound when clicked, then calls your onClick.
export function SendButton({ onSend }: { onSend: () => void }) {
  return (
    <SoundButton sound="ui/send" onClick={onSend}>
      Send
    </SoundButton>
  );
}
