import { useSoundOnChange } from 'react-sfx';

// Plays whenever `count` changes (compared with Object.is), not on the first render.
export function UnreadCount({ count }: { count: number }) {
  useSoundOnChange('notification/message', count, { volume: 0.6 });
  return <span aria-label={`${count} unread`}>{count}</span>;
}

// initial: true also plays on the first render.
export function WizardStep({ step }: { step: number }) {
  useSoundOnChange('ui/tab_open', step, { initial: true });
  return <h2>Step {step}</h2>;
}
