/** Shared by the wallet tests: fresh members, signed in, and calls with a token and a key. */
import { issueSession } from '../../server/access/auth';
import type { Envelope } from '../../src/api/envelope';
import { fund, insertMember, type TestServer } from './helpers';

export function walletClient(server: TestServer) {
  const request = server.call;
  return {
    request,
    get: <T>(path: string, token: string) => request<T>(path, { headers: { Authorization: token } }),
    /** A money call: JSON body, the member's token and an Idempotency-Key (none when key is null). */
    post: <T>(path: string, token: string, body: unknown, key: string | null = crypto.randomUUID()) =>
      server.post<T>(path, body, token, key ? { 'Idempotency-Key': key } : {}),
    /** A member of `type` with `cents` in the main wallet, signed in. */
    async newMember(cents = 0, type = 0) {
      const account = `w${type}x${crypto.randomUUID().slice(0, 8)}`;
      const id = await insertMember(server.db, account, type);
      if (cents > 0) await fund(server.db, id, cents);
      return { id, account, token: await issueSession(server.db, id, 1) };
    },
  };
}

export const code = (body: Envelope<unknown>) => (body.success ? 'success' : body.errorCode);
