/**
 * The key of a user's own rows on the device (favourites, recent, member, session, outbox).
 * It names the ACCOUNT, not the session: a user who signs out with changes still queued and signs
 * in again later (with a new token) finds their rows and their unsent ops under the same key.
 * (The service worker keys cached answers by token instead — see src/api/cache-key.ts — because
 * a token is all it sees.)
 */
export async function userKeyFor(merchant: string, userName: string): Promise<string> {
  const text = `${merchant.trim().toLowerCase()}:${userName.trim().toLowerCase()}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .slice(0, 8)
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}
