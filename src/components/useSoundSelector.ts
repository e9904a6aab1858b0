import { type ChangeEvent, type FocusEvent, type KeyboardEvent, type MouseEvent, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import type { LibrarySoundName } from 'react-sfx';
import { ALL_GROUPED_KEYS, filterSoundGroups } from './soundGroups.ts';

/** An option's element id, for aria-activedescendant. */
export function optionIdOf(baseId: string, key: string): string {
  return `${baseId}-option-${key.replace('/', '-')}`;
}

/** While open, a press anywhere outside `root` closes it. */
function useCloseOnOutsidePress(root: RefObject<HTMLElement | null>, open: boolean, setOpen: (open: boolean) => void): void {
  useEffect(() => {
    if (!open) return undefined;
    const closeIfOutside = (event: PointerEvent) => {
      if (!(event.target instanceof Node && root.current?.contains(event.target))) setOpen(false);
    };
    document.addEventListener('pointerdown', closeIfOutside);
    return () => document.removeEventListener('pointerdown', closeIfOutside);
  }, [root, open, setOpen]);
}

/**
 * The combobox's state and keyboard, pointer and focus handling: type to filter, ArrowDown/ArrowUp to
 * move, Enter to choose; Escape, Tab or a press outside close without changing the choice.
 */
export function useSoundSelector(baseId: string, value: LibrarySoundName, onChange: (sound: LibrarySoundName) => void) {
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  // Until the visitor types, the box shows the chosen key and the list shows every sound.
  const query = text === value ? '' : text;
  const groups = useMemo(() => filterSoundGroups(query), [query]);
  const options = useMemo(() => groups.flatMap((group) => group.keys), [groups]);
  const activeKey = open ? options[active] : undefined;

  const openAll = () => {
    setText(value);
    setActive(ALL_GROUPED_KEYS.indexOf(value));
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (key: LibrarySoundName) => {
    onChange(key);
    close();
    input.current?.focus();
  };

  useCloseOnOutsidePress(root, open, setOpen);

  useEffect(() => {
    // Keeps the active option visible in the scrolling list (jsdom has no scrollIntoView).
    if (activeKey) document.getElementById(optionIdOf(baseId, activeKey))?.scrollIntoView?.({ block: 'nearest' });
  }, [baseId, activeKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return openAll();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), options.length - 1));
    } else if (event.key === 'Enter' && activeKey) {
      event.preventDefault();
      choose(activeKey);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const inputProps = {
    ref: input,
    value: open ? text : value,
    onKeyDown,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setText(event.target.value);
      setActive(0);
      setOpen(true);
    },
    onClick: (event: MouseEvent<HTMLInputElement>) => {
      if (open) return;
      openAll();
      event.currentTarget.select(); // typing replaces the key shown
    },
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) close();
  };

  const toggle = () => {
    if (open) close();
    else openAll();
    input.current?.focus();
  };

  return { root, open, groups, options, activeKey, choose, inputProps, onBlur, toggle };
}
