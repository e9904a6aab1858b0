import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { LibrarySoundName } from 'react-sfx';
import { describe, expect, it } from 'vitest';
import { SoundSelector } from '../../../src/components/SoundSelector.tsx';

function Harness() {
  const [sound, setSound] = useState<LibrarySoundName>('notification/success');
  return (
    <>
      <SoundSelector value={sound} onChange={setSound} />
      <p>Chosen: {sound}</p>
      <button type="button">Somewhere else</button>
    </>
  );
}

function setup() {
  const user = userEvent.setup();
  render(<Harness />);
  const box = screen.getByRole('combobox', { name: 'Sound' });
  return { user, box };
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent?.replace('✓', ''));
const groupNames = () => screen.getAllByRole('group').map((group) => group.getAttribute('aria-labelledby') && group.firstChild?.textContent);

describe('SoundSelector', () => {
  it('shows the chosen sound, closed', () => {
    const { box } = setup();
    expect(box).toHaveValue('notification/success');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens on a click with every sound, grouped under titles like "Ui Sounds"', async () => {
    const { user, box } = setup();
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Sounds' });
    expect(within(listbox).getByRole('group', { name: 'Ui Sounds' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Notification Sounds' })).toBeInTheDocument();
    expect(within(listbox).getAllByRole('group')).toHaveLength(7);
    expect(within(listbox).getAllByRole('option')).toHaveLength(72);
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'success' }).id);
  });

  it('filters by a case-insensitive substring of the sound name as you type', async () => {
    const { user, box } = setup();
    await user.click(box);
    await user.keyboard('COIN');
    expect(box).toHaveValue('COIN');
    expect(optionNames()).toEqual(['coin', 'coin_bling', 'coin']);
    expect(groupNames()).toEqual(['Arcade Sounds', 'Game Sounds']);
  });

  it("says 'No sounds found' when nothing matches", async () => {
    const { user, box } = setup();
    await user.click(box);
    await user.keyboard('xylophone');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No sounds found');
  });

  it('chooses an option on a click and closes', async () => {
    const { user, box } = setup();
    await user.click(box);
    await user.keyboard('blip');
    await user.click(screen.getByRole('option', { name: 'success_blip' }));
    expect(screen.getByText('Chosen: ui/success_blip')).toBeInTheDocument();
    expect(box).toHaveValue('ui/success_blip');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveFocus();
  });

  it('closes on a click outside, keeping the choice', async () => {
    const { user, box } = setup();
    await user.click(box);
    await user.keyboard('coin');
    await user.click(screen.getByRole('button', { name: 'Somewhere else' }));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('notification/success');
    expect(screen.getByText('Chosen: notification/success')).toBeInTheDocument();
  });

  it('closes on Escape, keeping the choice', async () => {
    const { user, box } = setup();
    await user.click(box);
    await user.keyboard('coin{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('notification/success');
  });

  it('is usable from the keyboard: arrows move through the options, Enter chooses', async () => {
    const { user, box } = setup();
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'success' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    const warning = screen.getByRole('option', { name: 'warning' });
    expect(warning).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', warning.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: 'reminder' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    expect(screen.getByText('Chosen: notification/reminder')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('makes the first match active while typing, so Enter picks it', async () => {
    const { user, box } = setup();
    await user.click(box);
    await user.keyboard('portal{Enter}');
    expect(screen.getByText('Chosen: game/portal_closing')).toBeInTheDocument();
    expect(box).toHaveValue('game/portal_closing');
  });

  it('closes when focus leaves it with Tab', async () => {
    const { user, box } = setup();
    await user.click(box);
    await user.tab();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});
