/**
 * Customer-service links (SPEC §3): each `path` is a crypto-js AES ciphertext (OpenSSL "Salted__"
 * format) followed by its 8-character passphrase. The cipher module is passed in so this file stays
 * free of crypto-js: the page imports crypto-js lazily, only when the list opens (DESIGN §8).
 */
import type { CustomerServiceEntry } from '../../api/system-wire';

export const CS_KEY_LENGTH = 8;

/** The slice of crypto-js this needs (structural, so tests can pass the real module). */
export interface AesLib {
  AES: { decrypt(cipher: string, passphrase: string): { toString(encoder: unknown): string } };
  enc: { Utf8: unknown };
}

/**
 * A path of this site: one leading slash, never two (`//host` is another site) nor a backslash
 * (which browsers read as a slash).
 */
const SAME_SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** The clear URL of an entry, or '' when it decrypts to neither an http(s) link nor a path of this site. */
export function decryptCsPath(path: string, lib: AesLib): string {
  if (path.length <= CS_KEY_LENGTH) return '';
  try {
    const url = lib.AES.decrypt(path.slice(0, -CS_KEY_LENGTH), path.slice(-CS_KEY_LENGTH)).toString(lib.enc.Utf8);
    return /^https?:\/\//i.test(url) || SAME_SITE_PATH.test(url) ? url : '';
  } catch {
    return ''; // a malformed entry must not break the list
  }
}

/**
 * Where a link opens: a page of the app with the router; anything else (this server's /support
 * pages, another site) through the in-app frame page (OutterApp), which frames this site's pages
 * and offers other sites to open in the browser.
 */
export type CsTarget = { kind: 'app'; path: string } | { kind: 'outer'; url: string };

export function csTarget(url: string, isAppPath: (pathname: string) => boolean): CsTarget {
  if (SAME_SITE_PATH.test(url)) {
    const pathname = url.split(/[?#]/, 1)[0]!;
    if (isAppPath(pathname)) return { kind: 'app', path: url };
  }
  return { kind: 'outer', url };
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
