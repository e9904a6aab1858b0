import { Link } from 'react-router-dom';
import { paths } from '../../app/paths.ts';

/** Shown inside the layout for any path the route table does not know. */
export function NotFoundPage() {
  return (
    <>
      <h1>Page not found</h1>
      <p className="lead">There is no page at this address.</p>
      <p>
        <Link to={paths.home}>Back to the home page</Link>
      </p>
    </>
  );
}
