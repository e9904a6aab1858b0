import { Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { SoundsPage } from '../../../../src/pages/sounds/SoundsPage.tsx';
import { renderApp } from '../../../utils/renderApp.tsx';

/** Shows where the router is (search string, how it got there) and offers Back, as the browser would. */
function RouterProbe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  return (
    <div>
      <output aria-label="URL search">{location.search}</output>
      <output aria-label="Navigation type">{navigationType}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </div>
  );
}

/** The Sound Library page at `path` (e.g. '/sounds?q=coin'), with the app's store, library and a router probe. */
export function renderSoundsPage(path = '/sounds') {
  return renderApp(
    <Routes>
      <Route
        path="/sounds"
        element={
          <>
            <SoundsPage />
            <RouterProbe />
          </>
        }
      />
    </Routes>,
    { path },
  );
}
