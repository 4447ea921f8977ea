/** Ephemeral app-wide UI state (valtio). Nothing here is persisted: Dexie holds what must last. */
import { proxy } from 'valtio';

export const appState = proxy({
  /** The browser's own view of the network. */
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  /** The last sync could not reach the server: what shows is the device copy. */
  servedFromDevice: false,
  /** A new version is installed and waiting for the user's go-ahead. */
  updateReady: false,
  /** Whether the boot sync has finished at least once (with or without the network). */
  booted: false,
  /** The status stored on the device, read before the first render (null when none). */
  storedStatus: null as unknown,
});

export function watchNetwork(): void {
  window.addEventListener('online', () => (appState.online = true));
  window.addEventListener('offline', () => (appState.online = false));
}
