import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import { getSoundInfo, isLibrarySoundName } from 'react-sfx';
import { CategoryBadge } from '../../components/CategoryBadge.tsx';
import { OfflineBadge } from '../../components/OfflineBadge.tsx';
import { studioPathFor } from '../../config/studioLink.ts';
import { CopyIdButton } from './CopyIdButton.tsx';
import { DownloadButton } from './DownloadButton.tsx';
import { PreviewButton } from './PreviewButton.tsx';
import styles from './SoundCard.module.css';
import { formatDuration, soundCategory, soundTitle } from './soundText.ts';
import { Waveform } from './Waveform.tsx';
import { waveforms } from './waveforms.ts';

const NO_PEAKS: readonly number[] = [];

/**
 * One sound of the library: category badge, duration, title, waveform, the preview toggle, the id with
 * its copy button, and the download button. The card's buttons are described by its title and id, so
 * a screen reader hears which sound 'Play Sound' plays. Memoized: typing a search re-renders the grid,
 * and the cards that stay need not render again.
 */
export const SoundCard = memo(function SoundCard({ soundKey }: { soundKey: string }) {
  const titleId = useId();
  const idId = useId();
  // Titles repeat across categories ('coin' in arcade and game): the key tells them apart.
  const describedBy = `${titleId} ${idId}`;
  const category = soundCategory(soundKey);
  const duration = getSoundInfo(soundKey)?.duration ?? 0;
  const peaks = isLibrarySoundName(soundKey) ? waveforms[soundKey] : NO_PEAKS;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.meta}>
        <CategoryBadge category={category} />
        <OfflineBadge soundKey={soundKey} />
        <span className={styles.duration}>
          <span className="visually-hidden">Duration </span>
          {formatDuration(duration)}
        </span>
      </div>
      <h3 id={titleId} className={styles.title}>
        {soundTitle(soundKey)}
      </h3>
      <Waveform peaks={peaks} />
      <div className={styles.row}>
        <code id={idId} className={styles.id}>
          <span>
            {category}/<wbr />
            {soundKey.slice(category.length + 1)}
          </span>
        </code>
        <CopyIdButton soundKey={soundKey} describedBy={describedBy} />
      </div>
      <div className={`${styles.row} ${styles.actions}`}>
        <PreviewButton soundKey={soundKey} describedBy={describedBy} />
        <DownloadButton soundKey={soundKey} describedBy={describedBy} />
      </div>
      <Link to={studioPathFor(soundKey)} className={styles.studio} aria-describedby={describedBy}>
        Open in Studio
      </Link>
    </article>
  );
});
