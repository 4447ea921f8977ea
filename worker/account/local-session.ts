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
import { clearReadMarks } from '../sync/notices';

export async function forgetUser(userKey: string): Promise<void> {
  if (!userKey) return;
  // Announcement read flags are the user's too, held on shared rows.
  await clearReadMarks();
  await withDb(() =>
    db.transaction('rw', [db.member, db.favourites, db.recent, db.inbox, db.chat, db.session], async () => {
      await Promise.all([
        db.member.delete(userKey),
        db.session.delete(userKey),
        db.favourites.where('userKey').equals(userKey).delete(),
        db.recent.where('userKey').equals(userKey).delete(),
        db.inbox.where('userKey').equals(userKey).delete(),
        db.chat.where('userKey').equals(userKey).delete(),
      ]);
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
  await forgetUser(userKey);
  // The service worker keys its cached answers by token, not by account.
  purgeCachedAnswers(await userKeyFromToken(token));
}
