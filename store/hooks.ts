/**
 * The store's React bindings, as in the Redux Toolkit template: react-redux's hooks typed once for this
 * store. The only file that imports react-redux (lint says so); the rest of the site imports from here.
 */
import { Provider, useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store.ts';

/** Makes the store available to the hooks below (react-redux's own Provider). */
export { Provider };

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppStore = useStore.withTypes<AppStore>();
