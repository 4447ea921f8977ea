/**
 * The RSA key pair that seals login, register and set-password bodies (lib/open-body.ts).
 * Generated on first use and kept in the settings table, so every server process on one database
 * shares it and a restart does not break a form the client sealed a moment earlier. Only the
 * SPKI public key is ever served (registerSettings.encryptionPublicKey).
 */
import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { Db } from '../db/connection';

const SETTING_KEY = 'accountKeyPair';
const MODULUS_BITS = 2048;

export interface AccountKeys {
  /** base64 DER SPKI, what WebCrypto's importKey('spki') takes. */
  publicKey: string;
  privateKey: KeyObject;
}

interface StoredPair {
  publicKey: string;
  privateKeyPem: string;
}

// One lookup per database per process: opening a body must not hit the table every time.
const cache = new WeakMap<Db, Promise<AccountKeys>>();

export function accountKeys(db: Db): Promise<AccountKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadOrCreate(db);
    // A failed load (e.g. database busy) must not stick: the next request tries again.
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}

async function loadOrCreate(db: Db): Promise<AccountKeys> {
  const existing = await readPair(db);
  if (existing) return existing;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: MODULUS_BITS });
  const pair: StoredPair = {
    publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  // Another process may have won the race: keep whichever pair was stored first.
  await db
    .insertInto('settings')
    .values({ key: SETTING_KEY, value: JSON.stringify(pair) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await readPair(db);
  if (!stored) throw new Error('The account key pair could not be stored');
  return stored;
}

async function readPair(db: Db): Promise<AccountKeys | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', SETTING_KEY).executeTakeFirst();
  if (!row) return undefined;
  const pair = JSON.parse(row.value) as StoredPair;
  return { publicKey: pair.publicKey, privateKey: createPrivateKey(pair.privateKeyPem) };
}
