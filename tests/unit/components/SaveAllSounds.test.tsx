import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SaveAllSounds } from '../../../src/components/SaveAllSounds.tsx';

describe('SaveAllSounds', () => {
  it('waits for the service worker: the button is disabled and the status says why', () => {
    render(<SaveAllSounds />);
    expect(screen.getByRole('heading', { name: 'Take the sounds offline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save all sounds for offline' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Offline saving is available once the site has finished installing');
  });
});
