/**
 * A launch snapshot: the first screen as the page last drew it, kept on the device so the next
 * launch paints it from the HTML the service worker answers with, before the scripts, IndexedDB
 * and React have run (DESIGN §8 warm launch). The page writes one when it is left (src/app/
 * launch-snapshot.ts); the service worker puts it inside the shell's root (sw/launch.ts); React's
 * first render replaces it with the live screen, which draws the same rows from the device.
 *
 * It is a picture, never the app: inert (no focus, no taps) until React takes over, no scripts,
 * a member's balance masked, only for the build that drew it (its entry script must be the
 * shell's), and gone with the member's other copies when they sign out.
 * DOM-free: the page, the service worker and tests import it.
 */

/** The largest snapshot kept: a bigger one would cost more to parse than it saves. */
export const SNAPSHOT_MAX_CHARS = 300_000;

/**
 * What a snapshot leaves out: whatever was open over the screen (a popup, the side menu, a toast).
 * A launch opens on the screen itself.
 */
export const SNAPSHOT_DROPPED = ['.popup-backdrop', '.side-menu-backdrop', '[role="dialog"]', '[role="alertdialog"]', '.toast'] as const;

/** What is masked in a snapshot (shown as the balance mask), by selector. */
export const SNAPSHOT_MASKED = ['[data-testid="balance"]'] as const;

/** The attribute on the snapshot's wrapper: tests and styles can tell the picture from the app. */
export const SNAPSHOT_ATTRIBUTE = 'data-launch-snapshot';

export interface LaunchSnapshot {
  /** The app route it shows, e.g. /m/home. */
  path: string;
  /** The root's markup. */
  html: string;
  /** Same-origin stylesheets the screen was drawn with (the lazy pages' own beside the shell's). */
  stylesheets: string[];
  /** The entry script of the build that drew it: a snapshot is shown only under that build. */
  entry: string;
  /** The document's language and direction when it was taken. */
  lang: string;
  dir: string;
  savedAt: number;
}

/** The Cache Storage key of a route's snapshot (a same-origin URL no request ever asks for). */
export function snapshotKey(path: string): string {
  return `/__launch-snapshot${path}`;
}

export function isLaunchSnapshot(value: unknown): value is LaunchSnapshot {
  const v = value as Partial<LaunchSnapshot> | null;
  return (
    typeof v === 'object' && v !== null &&
    typeof v.path === 'string' && typeof v.html === 'string' && typeof v.entry === 'string' &&
    typeof v.lang === 'string' && typeof v.dir === 'string' && typeof v.savedAt === 'number' &&
    Array.isArray(v.stylesheets) && v.stylesheets.every((href) => typeof href === 'string')
  );
}

const ROOT = '<div id="root"></div>';
const HREF = /^\/assets\/[\w.-]+\.css$/;
const LANG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/**
 * The shell with the snapshot drawn inside its root, or null when it must not be used: another
 * build's, a shell without an empty root, markup with a script or over the size limit, a
 * stylesheet that is not one of the build's own files.
 */
export function shellWithSnapshot(shell: string, snapshot: LaunchSnapshot): string | null {
  if (!shell.includes(ROOT) || !snapshot.entry || !shell.includes(`src="${snapshot.entry}"`)) return null;
  if (snapshot.html.length > SNAPSHOT_MAX_CHARS || /<script|<iframe|<object|<embed/i.test(snapshot.html)) return null;
  if (!snapshot.stylesheets.every((href) => HREF.test(href)) || !LANG.test(snapshot.lang)) return null;
  const dir = snapshot.dir === 'rtl' ? 'rtl' : 'ltr';
  const links = snapshot.stylesheets
    .filter((href) => !shell.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" href="${href}">`)
    .join('');
  return shell
    .replace(/<html lang="[^"]*"/, `<html lang="${snapshot.lang}" dir="${dir}"`)
    .replace('</head>', () => `${links}</head>`)
    .replace(ROOT, () => `<div id="root"><div ${SNAPSHOT_ATTRIBUTE} inert>${snapshot.html}</div></div>`);
}
