/**
 * Ending a session on this device: the worker stops sending the token, the user's own rows go
 * (member, favourites, recent, inbox, session, announcement read flags) and the service worker is
 * told to drop the user's cached answers. The outbox stays: whether unsent ops of a signed-out
 * user are kept for their next sign-in or dropped is the outbox's decision, not logout's.
 */
import { userKeyFromToken } from '../../src/api/cache-key';
import { broadcast } from '../../src/api/names';
import { db, withDb } from '../../src/db/db';
import { currentConfig, updateConfig } from '../context';

/**
 * Forget `userKey`'s rows, unless the device holds a newer session of theirs than `endedToken`:
 * a 401 answered to an old token can be handled after the member signed in again, and must not
 * take the new session's rows with it (the outbox would then wait for a token it never finds).
 * The check and the deletes are one transaction, so a sign-in cannot fall between them.
 * Returns whether the rows went.
 */
export async function forgetUser(userKey: string, endedToken: string): Promise<boolean> {
  if (!userKey) return false;
  return withDb(() =>
    db.transaction('rw', [db.member, db.favourites, db.recent, db.inbox, db.chat, db.session, db.announcements], async () => {
      const held = await db.session.get(userKey);
      if (held && held.token !== endedToken) return false;
      await Promise.all([
        db.member.delete(userKey),
        db.session.delete(userKey),
        db.favourites.where('userKey').equals(userKey).delete(),
        db.recent.where('userKey').equals(userKey).delete(),
        db.inbox.where('userKey').equals(userKey).delete(),
        db.chat.where('userKey').equals(userKey).delete(),
        // Announcement read flags are the user's too, held on shared rows.
        db.announcements.toCollection().modify({ read: false }),
      ]);
      return true;
    }),
  );
}

/**
 * WARNING: crosses to the service worker. A dedicated worker cannot postMessage the SW, so this
 * goes out on the shared channel, which a running SW hears; the page may also post it to the SW
 * (that wakes a stopped one).
 */
function purgeCachedAnswers(userKey: string): void {
  if (userKey) broadcast({ type: 'PURGE_USER', userKey });
}

/** Forget the holder of `token`; stop sending it unless another sign-in replaced it meanwhile. */
export async function endLocalSession(token: string): Promise<void> {
  const current = currentConfig();
  const userKey =
    current.token === token
      ? current.userKey
      : ((await withDb(() => db.session.filter((row) => row.token === token).first()))?.userKey ?? '');
  if (current.token === token) updateConfig({ token: null, userKey: '' });
  await forgetUser(userKey, token);
  // The service worker keys its cached answers by token, not by account.
  purgeCachedAnswers(await userKeyFromToken(token));
}
