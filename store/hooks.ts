import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store.ts';

/** The typed react-redux hooks; the only place the site imports react-redux hooks from. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** react-redux's Provider, re-exported so react-redux keeps its one home. */
export { Provider as StoreProvider } from 'react-redux';
