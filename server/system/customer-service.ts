/**
 * Customer-service entries for the status answer. SPEC §3: `path` is the encrypted URL followed by
 * its 8-character key. Key and salt derive from the URL, so the answer is byte-identical on every
 * request and the service worker's stale-while-revalidate sees no spurious change.
 */
import { createHash } from 'node:crypto';
import type { CustomerServiceEntry } from '../../src/api/system-wire';
import { encryptOpenSslAes } from '../lib/openssl-aes';

/** A customer-service channel as configured, its URL in clear; the status answer encrypts it (SPEC §3). */
export interface CustomerServiceSetting {
  csType: CustomerServiceEntry['csType'];
  title: string;
  url: string;
}

export const CS_KEY_LENGTH = 8;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function digest(label: string, url: string): Buffer {
  return createHash('sha256').update(`${label}:${url}`).digest();
}

export function customerServiceKey(url: string): string {
  return [...digest('key', url).subarray(0, CS_KEY_LENGTH)]
    .map((byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length])
    .join('');
}

export function encryptCustomerServiceUrl(url: string): string {
  const key = customerServiceKey(url);
  return encryptOpenSslAes(url, key, digest('salt', url).subarray(0, 8)) + key;
}

export function toCustomerServiceEntries(settings: CustomerServiceSetting[]): CustomerServiceEntry[] {
  return settings.map(({ csType, title, url }) => ({ csType, title, path: encryptCustomerServiceUrl(url) }));
}
