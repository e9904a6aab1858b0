import { useSound } from 'react-sfx';

export function DeleteButton({ onDelete }: { onDelete: () => void }) {
  // lazy: nothing is fetched when the component mounts, only on load() or the first play().
  const { play, load } = useSound('system/trash', { lazy: true });

  // Fetch when the visitor reaches for the button, so the click plays at once.
  const prefetch = () => {
    load().catch(() => undefined); // a failed load is logged, and play() tries again
  };

  return (
    <button
      type="button"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => {
        onDelete();
        play().catch(() => undefined);
      }}
    >
      Delete
    </button>
  );
}
