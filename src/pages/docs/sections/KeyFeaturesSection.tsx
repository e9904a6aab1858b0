import { DocsSection } from './DocsSection.tsx';
import styles from './KeyFeaturesSection.module.css';

const FEATURES = [
  {
    title: 'Extensive sound library',
    text: 'Built-in sounds in categories (ui, notification, game, arcade, system, ambient, misc), with names that complete in your editor.',
  },
  {
    title: 'Lightweight',
    text: 'Audio files live on a CDN, not in your bundle; howler.js, the audio engine, loads only when the first sound is needed.',
  },
  {
    title: 'Lazy loading',
    text: 'A sound is fetched when a component uses it (or, with lazy, when it is first played), once, and shared.',
  },
  {
    title: 'Offline support',
    text: 'A CLI downloads sounds into your app; react-sfx uses a self-hosted copy before the CDN.',
  },
  {
    title: 'Simple API',
    text: 'One hook, useSound, and three components: SoundProvider, SoundButton and Sound.',
  },
  {
    title: 'Configurable',
    text: 'Choose the CDN URL, preload sounds, enable or disable all sounds, and set volume, rate and loop per play.',
  },
] as const;

export function KeyFeaturesSection() {
  return (
    <DocsSection id="key-features">
      <ul className={styles.grid}>
        {FEATURES.map((feature) => (
          <li key={feature.title} className={styles.card}>
            <h3 className={styles.title}>{feature.title}</h3>
            <p className={styles.text}>{feature.text}</p>
          </li>
        ))}
      </ul>
    </DocsSection>
  );
}
