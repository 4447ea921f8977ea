/**
 * React.lazy for a chunk that may be asked for while the network is down. Before the service
 * worker controls a first visit, a chunk fetched offline fails, and React.lazy keeps a failure for
 * good: the page would be gone until a reload, and a reload loses what the player typed. Here a
 * load that fails while the device is offline waits for the network and asks again (browsers fetch
 * a failed module anew); the Suspense fallback shows meanwhile and the rest of the page keeps its
 * state. A failure online means the version is gone (app/background.ts reloads into the new one).
 * The only place `lazy` is imported from React (eslint.config.js).
 */
// eslint-disable-next-line no-restricted-imports -- the one wrapper around React.lazy
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { networkDown, untilOnline } from '../state/app';

export async function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!networkDown()) throw error;
      await untilOnline();
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWhenOnline<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => loadWhenOnline(load));
}
