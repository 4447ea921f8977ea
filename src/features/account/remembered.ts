/**
 * The remembered login (SPEC §3): type, username, countryDialingCode and the password,
 * in localStorage. The spec's double Base64 is no protection, so the password is sealed with
 * AES-GCM under a NON-EXTRACTABLE WebCrypto key: script can use the key but never read it, and
 * copying localStorage off the device yields nothing usable.
 *
 * The key lives in its own tiny IndexedDB database (STORES.keysDatabase, raw IndexedDB API): a CryptoKey
 * survives there by structured clone, and the Dexie `lobby` database stays the worker's alone
 * (DESIGN §3: the page writes no table of it). DOM-free: tests pass fake-indexeddb and Node's crypto.
 */
import { LOCAL_KEYS, STORES } from '../../api/names';
import { base64ToBytes, bytesToBase64 } from '../../api/sealed-body';

export const REMEMBERED_KEY = LOCAL_KEYS.rememberedLogin;
const DB_NAME = STORES.keysDatabase;
const STORE = 'keys';
const KEY_ID = 'remembered-login';
const IV_BYTES = 12;

export interface RememberedLogin {
  type: 'username' | 'sms';
  username: string;
  countryDialingCode: string;
  password: string;
}

export interface KeyDeps {
  indexedDB: IDBFactory;
  crypto: Crypto;
}

const defaults = (): KeyDeps => ({ indexedDB: globalThis.indexedDB, crypto: globalThis.crypto });

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openKeyDb(factory: IDBFactory): Promise<IDBDatabase> {
  const open = factory.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  return request(open);
}

/** The device's sealing key: read it, or create and store one (never exportable). */
export async function deviceKey(deps: KeyDeps = defaults()): Promise<CryptoKey> {
  const db = await openKeyDb(deps.indexedDB);
  try {
    const found = await request(db.transaction(STORE).objectStore(STORE).get(KEY_ID));
    if (found) return found as CryptoKey;
    const key = await deps.crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    // add, not put: if another tab created one meanwhile, its key wins and is read back.
    const tx = db.transaction(STORE, 'readwrite');
    try {
      await request(tx.objectStore(STORE).add(key, KEY_ID));
      return key;
    } catch {
      return (await request(db.transaction(STORE).objectStore(STORE).get(KEY_ID))) as CryptoKey;
    }
  } finally {
    db.close();
  }
}

export async function sealSecret(secret: string, deps: KeyDeps = defaults()): Promise<string> {
  const key = await deviceKey(deps);
  const iv = deps.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const cipher = new Uint8Array(await deps.crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(secret)));
  const sealed = new Uint8Array(IV_BYTES + cipher.length);
  sealed.set(iv);
  sealed.set(cipher, IV_BYTES);
  return bytesToBase64(sealed);
}

/** null when it cannot be opened (another device's copy, a cleared key, tampering). */
export async function openSecret(sealed: string, deps: KeyDeps = defaults()): Promise<string | null> {
  try {
    const bytes = base64ToBytes(sealed);
    const key = await deviceKey(deps);
    const plain = await deps.crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) }, key, bytes.subarray(IV_BYTES));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

export async function saveRemembered(record: RememberedLogin, storage: Storage = localStorage, deps: KeyDeps = defaults()) {
  const password = await sealSecret(record.password, deps);
  storage.setItem(REMEMBERED_KEY, JSON.stringify({ ...record, password }));
}

/** The record with its password opened; null when none or unreadable. */
export async function loadRemembered(storage: Storage = localStorage, deps: KeyDeps = defaults()): Promise<RememberedLogin | null> {
  try {
    const raw = storage.getItem(REMEMBERED_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as RememberedLogin;
    const password = await openSecret(stored.password, deps);
    return password === null ? null : { ...stored, password };
  } catch {
    return null;
  }
}

export function forgetRemembered(storage: Storage = localStorage): void {
  storage.removeItem(REMEMBERED_KEY);
}

/** SPEC §4 change password: the remembered record follows the new password (if one exists). */
export async function updateRememberedPassword(password: string, storage: Storage = localStorage, deps: KeyDeps = defaults()) {
  const current = await loadRemembered(storage, deps);
  if (current) await saveRemembered({ ...current, password }, storage, deps);
}
