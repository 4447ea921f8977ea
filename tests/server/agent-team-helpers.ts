/** Shared by the agent team tests: seeded members by account, signed in, and calls with a token. */
import { issueSession } from '../../server/services/auth';
import type { Envelope } from '../../src/api/wire';
import type { TestServer } from './helpers';

export interface Answer<T> {
  status: number;
  body: Envelope<T>;
}

export function agentClient(server: TestServer) {
  async function request<T>(path: string, init: RequestInit = {}): Promise<Answer<T>> {
    const res = await server.app.request(path, init);
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  }
  async function memberId(account: string): Promise<number> {
    const row = await server.db.selectFrom('members').select('id').where('account_key', '=', account.toLowerCase()).executeTakeFirstOrThrow();
    return Number(row.id);
  }
  return {
    request,
    memberId,
    /** A seeded member's id and a fresh token. */
    async signIn(account: string) {
      const id = await memberId(account);
      return { id, token: await issueSession(server.db, id, 1) };
    },
    get: <T>(path: string, token?: string) => request<T>(path, { headers: token ? { Authorization: token } : {} }),
    /** JSON body, the token and an Idempotency-Key (none when key is null). */
    post: <T>(path: string, token: string | undefined, body: unknown, key: string | null = crypto.randomUUID()) =>
      request<T>(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}), ...(key ? { 'Idempotency-Key': key } : {}) },
        body: JSON.stringify(body),
      }),
  };
}

export const code = (body: Envelope<unknown>) => (body.success ? 'success' : body.errorCode);
