/**
 * Handing an invitation link to another app through the system share sheet (Web Share). Phones
 * have it; many desktop browsers, Firefox and WebKitGTK do not, and there the link card offers
 * copying alone.
 */

/** What came of a tap on Share: sent to an app, closed by the player, or to be copied instead. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copy';

/** Whether this browser has a share sheet at all: the Share button is shown only where it does. */
export function canOpenShareSheet(): boolean {
  return typeof navigator.share === 'function';
}

/**
 * Opens the share sheet with `data`. Data the browser says it cannot share (`canShare`, where the
 * browser has it) and a refusal (no user gesture, a policy) end in 'copy', so the player still
 * gets the link; a sheet the player closed is 'cancelled', no error.
 */
export async function shareLink(data: ShareData): Promise<ShareOutcome> {
  if (!canOpenShareSheet()) return 'copy';
  if (typeof navigator.canShare === 'function' && !navigator.canShare(data)) return 'copy';
  try {
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    // A DOMException, though not an Error in every engine: its name is what tells.
    return (error as { name?: unknown } | null)?.name === 'AbortError' ? 'cancelled' : 'copy';
  }
}
