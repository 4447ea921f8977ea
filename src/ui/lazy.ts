/**
 * React.lazy for a chunk that may be asked for while the network is down. Before the service
 * worker controls a first visit, a chunk fetched offline fails, and React.lazy keeps a failure for
 * good: the page would be gone until a reload, and a reload loses what the player typed. Here a
 * load that fails while the device is offline waits for the network and asks again (browsers fetch
 * a failed module anew; its failed stylesheets are asked for again too); the Suspense fallback
 * shows meanwhile and the rest of the page keeps its state. A failure online means the version
 * is gone (app/background.ts reloads into the new one). The only place `lazy` is imported from React (eslint.config.js).
 */
// eslint-disable-next-line no-restricted-imports -- the one wrapper around React.lazy
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { networkDown, untilOnline } from '../state/app';

/** A stylesheet that neither loads nor fails this long does not hold the page back. */
const STYLESHEET_WAIT_MS = 5000;

/**
 * One of our stylesheets whose load failed. Chromium leaves it a sheet whose rules cannot be read
 * (as for another origin's); a loaded one of ours has rules. Other origins' sheets are not ours.
 */
function loadedNothing(link: HTMLLinkElement): boolean {
  if (new URL(link.href, location.href).origin !== location.origin) return false;
  try {
    return !link.sheet || link.sheet.cssRules.length === 0;
  } catch {
    return true;
  }
}

/**
 * The stylesheets a chunk asked for while offline failed, and the build's loader asks for each
 * only once: ask again (a fresh link element), so the page does not come back unstyled.
 */
function refetchFailedStylesheets(): Promise<unknown> {
  const failed = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(loadedNothing);
  return Promise.all(
    failed.map(
      (link) =>
        new Promise((resolve) => {
          const fresh = link.cloneNode() as HTMLLinkElement;
          fresh.addEventListener('load', resolve, { once: true });
          fresh.addEventListener('error', resolve, { once: true });
          setTimeout(resolve, STYLESHEET_WAIT_MS);
          link.replaceWith(fresh);
        }),
    ),
  );
}

export async function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!networkDown()) throw error;
      await untilOnline();
      await refetchFailedStylesheets();
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWhenOnline<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => loadWhenOnline(load));
}
