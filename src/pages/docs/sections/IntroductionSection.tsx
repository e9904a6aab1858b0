import { Link } from 'react-router-dom';
import { soundCatalogue } from 'react-sfx';
import { paths } from '../../../config/paths.ts';
import { SOUND_GROUPS } from '../../../components/soundGroups.ts';
import { DocsSection } from './DocsSection.tsx';

const SOUND_COUNT = Object.keys(soundCatalogue).length;

export function IntroductionSection() {
  return (
    <DocsSection id="introduction">
      <p>
        react-sfx adds sound effects to React apps. It comes with {SOUND_COUNT} built-in sounds in {SOUND_GROUPS.length}{' '}
        categories (clicks, toggles, notifications, game and arcade cues, system sounds and ambient loops), a{' '}
        <code>useSound</code> hook and a few components to play them, and a command-line tool that copies sounds into
        your app for self-hosting and offline use.
      </p>
      <p>
        Nothing is bundled with your JavaScript: each sound is fetched the first time a component needs it, from your own
        site when you host a copy, else from a CDN, and decoded once however many components use it. Browsers let audio
        start only after the visitor&apos;s first click, touch or key press; react-sfx waits for that gesture and unlocks
        audio then.
      </p>
      <p>
        Listen to every sound in the <Link to={paths.sounds}>Sound Library</Link>, or try the{' '}
        <a href="#demos">interactive demos</a> at the end of this page.
      </p>
    </DocsSection>
  );
}
