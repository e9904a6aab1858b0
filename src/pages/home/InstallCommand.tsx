import { CopyButton } from '../../components/CopyButton.tsx';
import styles from './InstallCommand.module.css';

/** The library and its audio dependency, as a visitor installs them. */
export const INSTALL_COMMAND = 'npm install react-sfx howler';

/** The install command in a terminal-like block, with a button that copies it. */
export function InstallCommand() {
  return (
    <div className={styles.block}>
      <pre className={styles.code}>
        <span className={styles.prompt} aria-hidden="true">
          ${' '}
        </span>
        <code>{INSTALL_COMMAND}</code>
      </pre>
      <CopyButton text={INSTALL_COMMAND} label="Copy install command" className={styles.copy} />
    </div>
  );
}
