import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSoundEnabled } from 'react-sfx';
import { describe, expect, it, vi } from 'vitest';
import { SOURCE_REPOSITORY_URL } from '../../../../src/config/links.ts';
import { HomePage } from '../../../../src/pages/home/HomePage.tsx';
import { DEMO_SOUNDS } from '../../../../src/pages/home/TryItDemo.tsx';
import demoStyles from '../../../../src/pages/home/TryItDemo.module.css';
import { renderApp } from '../../../utils/renderApp.tsx';
import { siteSoundsPerTest } from '../../components/siteSounds.ts';

const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);

const sounds = siteSoundsPerTest(engine);

function expectGitHubLink(link: HTMLElement) {
  expect(link).toHaveAttribute('href', SOURCE_REPOSITORY_URL);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

const section = (name: string) => screen.getByRole('region', { name });

describe('HomePage: the pitch', () => {
  it('shows the headline, the tagline, the description and the MIT licence badge', () => {
    renderApp(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'react-sfx' })).toBeInTheDocument();
    expect(screen.getByText('Sound effects for React apps, one hook away.')).toBeInTheDocument();
    expect(screen.getByText(/^A categorised library of lightweight sounds/)).toHaveTextContent(
      /served from a CDN, loaded lazily and played with a simple hook or component\. Self-host them for offline use/,
    );
    expect(screen.getByText('licence').parentElement).toHaveTextContent('licenceMIT');
    expect(document.querySelector('img')).toBeNull(); // the badge is text, not an external image
  });

  it("links 'Get Started' to the docs and 'View on GitHub' to the source, in a new tab", () => {
    renderApp(<HomePage />);
    const hero = section('react-sfx');
    expect(within(hero).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/docs');
    expectGitHubLink(within(hero).getByRole('link', { name: 'View on GitHub (opens in a new tab)' }));
  });

  it('shows the install command and copies it to the clipboard', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp(<HomePage />);
    expect(screen.getByText('npm install react-sfx howler')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy install command' }));

    expect(writeText).toHaveBeenCalledWith('npm install react-sfx howler');
    expect(within(section('react-sfx')).getByRole('status')).toHaveTextContent('Copied');
  });

  it('says so when the clipboard refuses the install command', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    renderApp(<HomePage />);

    await user.click(screen.getByRole('button', { name: 'Copy install command' }));

    expect(within(section('react-sfx')).getByRole('status')).toHaveTextContent('Failed to copy');
  });
});

describe('HomePage: Key Features', () => {
  it('shows six cards, one per promise of the library', () => {
    renderApp(<HomePage />);
    const features = section('Key Features');
    const cards = within(features).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    expect(within(features).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Extensive sound library',
      'Lightweight',
      'Lazy loading',
      'Offline support',
      'Simple hook and component API',
      'Configurable',
    ]);
    expect(cards[0]).toHaveTextContent(/\d+ sounds in 7 categories/);
    expect(cards[1]).toHaveTextContent(/hosted on a CDN/);
    expect(cards[3]).toHaveTextContent(/command-line tool downloads the sounds/);
    expect(cards[5]).toHaveTextContent(/CDN URL, preload sounds, enable or disable every sound globally/);
  });
});

describe('HomePage: the demo block', () => {
  it('has a labelled play button per demo sound, across categories', () => {
    renderApp(<HomePage />);
    const demo = section('Try it');
    for (const { sound, label } of DEMO_SOUNDS) {
      expect(within(demo).getByRole('button', { name: `Play ${label} (${sound})` })).toBeInTheDocument();
    }
    expect(new Set(DEMO_SOUNDS.map(({ sound }) => sound.split('/')[0])).size).toBeGreaterThanOrEqual(4);
  });

  it('plays a sound when its button is clicked, and shows that it plays', async () => {
    const user = userEvent.setup();
    renderApp(<HomePage />);
    const button = screen.getByRole('button', { name: 'Play Coin (game/coin)' });
    const indicator = within(button.closest('li') as HTMLElement).getByText('Playing');
    expect(indicator).toHaveClass(demoStyles.idle);

    await user.click(button);

    await waitFor(() => expect(sounds.played()).toEqual(['game/coin']));
    expect(indicator).toHaveClass(demoStyles.playing);
  });

  it('tells visitors with sounds off how to hear the demo', () => {
    setSoundEnabled(false);
    renderApp(<HomePage />);
    expect(within(section('Try it')).getByRole('status')).toHaveTextContent(
      'Sounds are off. Turn them on with the Sound button in the header to hear the demo.',
    );
  });

  it('keeps that message away while sounds are on', () => {
    renderApp(<HomePage />);
    expect(within(section('Try it')).getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('HomePage: the closing call to action', () => {
  it('links to the docs, the sound library and the source', () => {
    renderApp(<HomePage />);
    const closing = section('Add sound to your app');
    expect(within(closing).getByRole('link', { name: 'Read the Docs' })).toHaveAttribute('href', '/docs');
    expect(within(closing).getByRole('link', { name: 'Browse Sounds' })).toHaveAttribute('href', '/sounds');
    expectGitHubLink(within(closing).getByRole('link', { name: 'View on GitHub (opens in a new tab)' }));
  });
});
