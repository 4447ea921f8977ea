/**
 * Customer-service links (SPEC §3): each `path` is a crypto-js AES ciphertext (OpenSSL "Salted__"
 * format) followed by its 8-character passphrase. The cipher module is passed in so this file stays
 * free of crypto-js: the page imports crypto-js lazily, only when the list opens (DESIGN §8).
 */
import type { CustomerServiceEntry } from '../../api/wire';

export const CS_KEY_LENGTH = 8;

/** The slice of crypto-js this needs (structural, so tests can pass the real module). */
export interface AesLib {
  AES: { decrypt(cipher: string, passphrase: string): { toString(encoder: unknown): string } };
  enc: { Utf8: unknown };
}

/** The clear URL of an entry, or '' when it does not decrypt to an http(s) link. */
export function decryptCsPath(path: string, lib: AesLib): string {
  if (path.length <= CS_KEY_LENGTH) return '';
  try {
    const url = lib.AES.decrypt(path.slice(0, -CS_KEY_LENGTH), path.slice(-CS_KEY_LENGTH)).toString(lib.enc.Utf8);
    return /^https?:\/\//i.test(url) ? url : '';
  } catch {
    return ''; // a malformed entry must not break the list
  }
}

export interface CsLink {
  csType: CustomerServiceEntry['csType'];
  title: string;
  url: string;
}

export function customerServiceLinks(entries: readonly CustomerServiceEntry[] | undefined, lib: AesLib): CsLink[] {
  return (entries ?? [])
    .map(({ csType, title, path }) => ({ csType, title, url: decryptCsPath(path, lib) }))
    .filter((link) => link.url !== '');
}
