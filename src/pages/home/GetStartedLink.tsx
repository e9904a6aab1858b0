import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import actionStyles from './ActionLinks.module.css';
import styles from './GetStartedLink.module.css';
import { useHeartbeat } from './useHeartbeat.ts';

/** The landing page's primary call to action; after a first click it has a heartbeat on hover or focus. */
export function GetStartedLink() {
  const { pulsing, handlers } = useHeartbeat();
  const className = `${actionStyles.primary} ${pulsing ? styles.pulse : ''}`;
  return (
    <Link to={paths.docs} className={className} {...handlers}>
      Get Started
    </Link>
  );
}
