/**
 * Install, activate and control messages. A new version waits until the user accepts it (the page
 * shows "new version — reload" and sends SKIP_WAITING), so a running page never has its code
 * swapped under it. The exception is the very first install: nothing runs on an older worker yet,
 * and claiming the open page lets this first visit work offline without a reload.
 */
import { asSwControlMessage } from '../src/api/names';

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}
interface MessageEventLike extends ExtendableEventLike {
  data: unknown;
}

/** The part of ServiceWorkerGlobalScope used here; structural so tests can pass a stand-in. */
export interface LifecycleScope {
  registration: { active: unknown };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

export interface LifecycleHooks {
  /** Drop one user's cached API answers (PURGE_USER). */
  purgeUser: (userKey: string) => Promise<unknown>;
}

export function installLifecycle(scope: LifecycleScope, hooks: LifecycleHooks): void {
  // Read at install time: by activate, `registration.active` is this worker itself. If the browser
  // stops the SW between the two events the flag is lost, and the page is controlled from its next
  // load instead — a delay, not a failure.
  let firstInstall = false;

  scope.addEventListener('install', () => {
    firstInstall = scope.registration.active === null;
  });

  scope.addEventListener('activate', (event) => {
    if (firstInstall) event.waitUntil(scope.clients.claim());
  });

  // WARNING: crosses the thread boundary — data comes from any page of this origin.
  scope.addEventListener('message', (event) => {
    const message = asSwControlMessage(event.data);
    if (message?.type === 'SKIP_WAITING') event.waitUntil(scope.skipWaiting());
    else if (message?.type === 'PURGE_USER') event.waitUntil(hooks.purgeUser(message.userKey));
  });
}
