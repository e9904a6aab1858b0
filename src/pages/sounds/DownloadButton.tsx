import { soundDownloadRequested, selectDownloadStatus } from '../../../store/downloadsSlice.ts';
import { useAppDispatch, useAppSelector } from '../../../store/hooks.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { CardIcon } from './CardIcon.tsx';
import styles from './IconButton.module.css';

const TITLE = 'Download sound';

/** Saves the sound as `<name>.mp3`, with a spinner meanwhile; a failure goes to the console only (spec section 8). */
export function DownloadButton({ soundKey, describedBy }: { soundKey: string; describedBy: string }) {
  const dispatch = useAppDispatch();
  const downloading = useAppSelector((state) => selectDownloadStatus(state, soundKey) === 'downloading');
  return (
    <button
      type="button"
      className={styles.button}
      title={TITLE}
      aria-label={TITLE}
      aria-describedby={describedBy}
      aria-busy={downloading}
      onClick={() => void dispatch(soundDownloadRequested(soundKey))}
    >
      {downloading ? <Spinner /> : <CardIcon name="download" />}
    </button>
  );
}
