/**
 * The browser's own install offer (`beforeinstallprompt`, Chromium): captured as early as boot so
 * it is not lost before any install button mounts; the prompt and the download page read
 * `installOffer.available` and call `promptInstall()`. Tiny glue: lives in the first chunk.
 */
import { proxy } from 'valtio';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const installOffer = proxy({ available: false, installed: false });

let deferred: BeforeInstallPromptEvent | null = null;

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // keep the mini-infobar away; our button offers it instead
    deferred = event as BeforeInstallPromptEvent;
    installOffer.available = true;
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installOffer.available = false;
    installOffer.installed = true;
  });
}

/** Show the browser's install dialog; true when the user accepted. The event is single-use. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  installOffer.available = false;
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome === 'accepted';
}
