'use client';
// This file calls a hook and passes functions: without the line above, Next.js refuses it.
// app/page.tsx, a Server Component, imports SaveBar and renders it.
import { useState } from 'react';
import { SoundButton, useSound } from 'react-sfx';

export function SaveBar() {
  const [saved, setSaved] = useState(false);
  const { play } = useSound('notification/success', { volume: 0.8 });

  const save = () => {
    setSaved(true);
    play().catch(() => undefined); // a sound that cannot load is logged; saving goes on
  };

  return (
    <div>
      <SoundButton sound="ui/button_soft" onClick={() => setSaved(false)}>
        Edit
      </SoundButton>
      <button type="button" onClick={save}>
        Save
      </button>
      <span role="status">{saved ? 'Saved' : ''}</span>
    </div>
  );
}
