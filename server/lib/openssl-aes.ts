/**
 * Encrypts like crypto-js's `AES.encrypt(text, passphrase)`: OpenSSL "Salted__" format with
 * EVP_BytesToKey(MD5) key derivation and AES-256-CBC, so the client's
 * `AES.decrypt(cipher, passphrase)` reads it back (SPEC §3 customer-service path).
 */
import { createCipheriv, createHash } from 'node:crypto';

const SALTED = Buffer.from('Salted__', 'latin1');

/** OpenSSL's EVP_BytesToKey with MD5 and one round, as crypto-js uses. */
export function evpBytesToKey(passphrase: string, salt: Buffer, keyLength = 32, ivLength = 16) {
  const password = Buffer.from(passphrase, 'utf8');
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  while (Buffer.concat(blocks).length < keyLength + ivLength) {
    previous = createHash('md5').update(Buffer.concat([previous, password, salt])).digest();
    blocks.push(previous);
  }
  const material = Buffer.concat(blocks);
  return { key: material.subarray(0, keyLength), iv: material.subarray(keyLength, keyLength + ivLength) };
}

/** `salt` must be 8 bytes; pass a fixed one for reproducible output. */
export function encryptOpenSslAes(plainText: string, passphrase: string, salt: Buffer): string {
  if (salt.length !== 8) throw new Error('The OpenSSL salt must be 8 bytes');
  const { key, iv } = evpBytesToKey(passphrase, salt);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
  return Buffer.concat([SALTED, salt, body]).toString('base64');
}
