/** Shared by the profile and feedback tests: members, JSON and multipart calls, images, counts. */
import { encodePng } from '../../server/lib/png';
import { PROFILE_SETTING_KEYS } from '../../server/profile/profile-settings';
import type { Envelope } from '../../src/api/envelope';
import { jsonInit, OPERATOR_HEADERS, storeSetting, type TestServer } from './helpers';
import { walletClient } from './wallet-helpers';

export const png = (size = 4) => new Blob([new Uint8Array(encodePng(size, size, () => [10, 20, 30, 255]))], { type: 'image/png' });
/** A real 2×2 jpg (uploads are decoded and encoded again, so a header alone no longer passes). */
const TINY_JPEG =
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCAAHlhf//Z';
export const jpgBytes = () => new Uint8Array(Buffer.from(TINY_JPEG, 'base64'));
export const jpg = () => new Blob([jpgBytes()], { type: 'image/jpeg' });

export function profileClient(server: TestServer) {
  const wallet = walletClient(server);
  const request = server.call;
  return {
    request,
    newMember: (type = 0) => wallet.newMember(0, type),
    get: <T>(path: string, token: string) => request<T>(path, { headers: { Authorization: token } }),
    json: <T>(path: string, token: string, body: unknown, method = 'PUT') => request<T>(path, { ...jsonInit(body, token), method }),
    /** A multipart call: text fields and files (as `name` → [blob, filename]). */
    multipart: <T>(path: string, token: string, fields: Record<string, string>, files: Record<string, [Blob, string]>, method = 'POST') => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      for (const [name, [blob, filename]] of Object.entries(files)) form.set(name, blob, filename);
      return request<T>(path, { method, headers: { Authorization: token }, body: form });
    },
    operator: <T>(path: string, body?: unknown) =>
      request<T>(path, body === undefined ? { headers: OPERATOR_HEADERS } : { method: 'POST', headers: OPERATOR_HEADERS, body: JSON.stringify(body) }),
    setting: (key: keyof typeof PROFILE_SETTING_KEYS, value: unknown) => storeSetting(server.db, PROFILE_SETTING_KEYS[key], value),
    async count(table: 'uploads' | 'verification_docs' | 'feedback') {
      return Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    },
  };
}

export const code = (body: Envelope<unknown>) => (body.success ? 'success' : body.errorCode);
