/** The remembered login: the password sealed under a non-extractable key kept in IndexedDB. */
import { IDBFactory } from 'fake-indexeddb';
import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deviceKey, loadRemembered, openSecret, REMEMBERED_KEY, saveRemembered, sealSecret, updateRememberedPassword } from '../../src/features/account/remembered';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const deps = () => ({ indexedDB: new IDBFactory(), crypto: webcrypto as unknown as Crypto });

describe('remembered login', () => {
  it('keeps one non-extractable AES-GCM key per device', async () => {
    const device = deps();
    const key = await deviceKey(device);
    expect(key.extractable).toBe(false);
    expect(key.algorithm.name).toBe('AES-GCM');
    await expect(webcrypto.subtle.exportKey('raw', key as never)).rejects.toThrow();
    const again = await deviceKey(device);
    const sealed = await sealSecret('pw', device);
    expect(await openSecret(sealed, { ...device })).toBe('pw');
    expect(again.extractable).toBe(false);
  });

  it('seals and opens; the stored text holds no trace of the password', async () => {
    const device = deps();
    const storage = new MemoryStorage();
    await saveRemembered({ type: 'username', username: 'player1', countryDialingCode: '+880', password: 'secret-123' }, storage, device);
    const raw = storage.getItem(REMEMBERED_KEY) ?? '';
    expect(raw).not.toContain('secret-123');
    expect(raw).not.toContain(btoa('secret-123'));
    expect(JSON.parse(raw)).toMatchObject({ type: 'username', username: 'player1', countryDialingCode: '+880' });
    expect(await loadRemembered(storage, device)).toEqual({ type: 'username', username: 'player1', countryDialingCode: '+880', password: 'secret-123' });
  });

  it('cannot be opened with another device key, or after tampering', async () => {
    const storage = new MemoryStorage();
    await saveRemembered({ type: 'username', username: 'p', countryDialingCode: '', password: 'pw' }, storage, deps());
    expect(await loadRemembered(storage, deps())).toBeNull();
    const device = deps();
    const sealed = await sealSecret('pw', device);
    const flipped = sealed.slice(0, -4) + (sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(await openSecret(flipped, device)).toBeNull();
  });

  it('follows a password change, and does nothing when no record exists', async () => {
    const device = deps();
    const storage = new MemoryStorage();
    await updateRememberedPassword('new-pw', storage, device);
    expect(storage.getItem(REMEMBERED_KEY)).toBeNull();
    await saveRemembered({ type: 'username', username: 'p', countryDialingCode: '', password: 'old-pw' }, storage, device);
    await updateRememberedPassword('new-pw', storage, device);
    expect((await loadRemembered(storage, device))?.password).toBe('new-pw');
  });
});
