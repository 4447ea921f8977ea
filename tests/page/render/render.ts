/**
 * Rendering real components into jsdom for the render tests: React's own client and `act`, the
 * English catalogue through the app's i18n setup, and a few queries by accessible name.
 */
import { act, createElement, Suspense, type ComponentType, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Gate } from '../../../src/access/Gate';
import { initI18n } from '../../../src/i18n';
import { routeFor } from '../../../src/routes';

// Tells React that updates are wrapped in act(), so it flushes them and does not warn.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export async function startEnglish(): Promise<void> {
  await initI18n('en');
}

export interface Rendered {
  container: HTMLElement;
  unmount: () => void;
}

const mounted: Rendered[] = [];

/** Render inside a Suspense boundary (lazy pages suspend while their catalogue area loads). */
export async function render(element: ReactElement): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(createElement(Suspense, { fallback: null }, element)));
  const rendered = {
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
  mounted.push(rendered);
  return rendered;
}

/**
 * A page as the router renders it at `path`: behind the gate of its route (who may open it,
 * SPEC §6), with the address set so the page reads its query and the gate can send a visitor away.
 */
export function routed(page: ComponentType, path: string): ReactElement {
  history.replaceState(null, '', path);
  const route = routeFor(new URL(path, location.origin).pathname);
  if (!route) throw new Error(`no route at ${path}`);
  return createElement(Gate, { access: route.access, children: createElement(page) });
}

export function unmountAll(): void {
  for (const rendered of mounted.splice(0)) rendered.unmount();
}

/** The element with this accessible name given by aria-label, or an error naming what is there. */
export function byLabel(container: HTMLElement, label: string): HTMLElement {
  const found = [...container.querySelectorAll<HTMLElement>('[aria-label]')].find((el) => el.getAttribute('aria-label') === label);
  if (!found) {
    const names = [...container.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'));
    throw new Error(`No element labelled "${label}" (labels: ${names.join(', ')})`);
  }
  return found;
}

export function queryByLabel(container: HTMLElement, label: string): HTMLElement | null {
  return [...container.querySelectorAll<HTMLElement>('[aria-label]')].find((el) => el.getAttribute('aria-label') === label) ?? null;
}

export async function click(element: Element): Promise<void> {
  await act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
}

/**
 * Wait until `check` passes, letting React commit what arrives meanwhile (a live query's rows, a
 * catalogue area, a lazy chunk) inside act(), as it would between frames in the browser.
 */
export async function waitFor(check: () => void, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}
