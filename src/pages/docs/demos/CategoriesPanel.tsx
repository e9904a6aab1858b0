import type { LibrarySoundName, SoundCategory } from 'react-sfx';
import { CategoryBadge } from '../../../components/CategoryBadge.tsx';
import { SOUND_GROUPS } from '../../../components/soundGroups.ts';
import { DemoSoundButton } from './DemoSoundButton.tsx';
import styles from './demos.module.css';

/** One sound that gives the idea of each category. */
const CATEGORY_SAMPLES: Readonly<Record<SoundCategory, LibrarySoundName>> = {
  ambient: 'ambient/rain',
  arcade: 'arcade/level_up',
  game: 'game/coin',
  misc: 'misc/silence',
  notification: 'notification/success',
  system: 'system/boot_up',
  ui: 'ui/copy',
};

/** The Sound Effects Categories area: every category with its count and a sample to play (and stop). */
export function CategoriesPanel() {
  return (
    <ul className={styles.categoryGrid}>
      {SOUND_GROUPS.map((group) => (
        <li key={group.category} className={styles.card}>
          <div className={styles.cardHead}>
            <CategoryBadge category={group.category} />
            <span className={styles.count}>
              {group.keys.length} {group.keys.length === 1 ? 'sound' : 'sounds'}
            </span>
          </div>
          <DemoSoundButton sound={CATEGORY_SAMPLES[group.category]} toggle />
        </li>
      ))}
    </ul>
  );
}
