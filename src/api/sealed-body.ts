/**
 * Sealed request bodies for login, register and set-password (SPEC §7 "encrypted body, Encryption
 * header"): a fresh AES-256-GCM key encrypts the JSON, and the server's RSA-OAEP-SHA256 public key
 * wraps that AES key. Hybrid, because RSA alone cannot carry a registration payload's length.
 *
 * Wire format (both base64):
 *   body             = iv (12 bytes) ‖ AES-GCM ciphertext with its 16-byte tag
 *   Encryption header = RSA-OAEP(SHA-256) of the raw 32-byte AES key
 *
 * WARNING: DOM-free on purpose — it runs in the page, the worker and in Node 20 tests through
 * globalThis.crypto.subtle alone. The server opens bodies with node:crypto (server/lib/open-body.ts).
 */

/** Header carrying the wrapped AES key. */
export const ENCRYPTION_HEADER = 'Encryption';

export const SEALED_BODY_CONTENT_TYPE = 'text/plain;charset=UTF-8';

export interface SealedBody {
  /** base64(iv ‖ ciphertext+tag): send as the raw request body. */
  body: string;
  /** base64 RSA-OAEP-wrapped AES key: send as the `Encryption` header. */
  encryptionHeader: string;
}

const IV_BYTES = 12;

export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunked: String.fromCharCode(...huge) overflows the argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** A PEM "PUBLIC KEY" block or bare base64 SPKI (what the settings call serves) → DER bytes. */
export function spkiBytes(publicKey: string | Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  if (typeof publicKey !== 'string') return publicKey;
  const base64 = publicKey.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return base64ToBytes(base64);
}

/** Encrypts `json` (any JSON-serialisable value) for the holder of the matching private key. */
export async function sealBody(json: unknown, publicKey: string | Uint8Array<ArrayBuffer>): Promise<SealedBody> {
  const { subtle } = globalThis.crypto;
  const rsaKey = await subtle.importKey('spki', spkiBytes(publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(json));
  const cipher = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain));
  const rawKey = await subtle.exportKey('raw', aesKey);
  const wrapped = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawKey));

  const sealed = new Uint8Array(IV_BYTES + cipher.length);
  sealed.set(iv, 0);
  sealed.set(cipher, IV_BYTES);
  return { body: bytesToBase64(sealed), encryptionHeader: bytesToBase64(wrapped) };
}
