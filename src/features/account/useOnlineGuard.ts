/** DESIGN §3: identity calls are online only; the form shows this message and keeps its input. */
import { useSnapshot } from 'valtio';
import { appState } from '../../state/app';

export function useOnline(): boolean {
  return useSnapshot(appState).online;
}
