/**
 * The API base chosen in the server-speed picker (SPEC §2, §9), kept on the device. Tiny on
 * purpose: boot reads it before the worker starts, so it lives in the first chunk.
 */
import { LOCAL_KEYS } from '../../api/names';

const API_BASE_KEY = LOCAL_KEYS.apiBase;

/** A stored base, when it is a plain http(s) origin; anything else is ignored. */
export function storedApiBase(): string | null {
  try {
    const value = localStorage.getItem(API_BASE_KEY);
    if (!value) return null;
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** null = back to the page's own origin (nothing stored). */
export function rememberApiBase(base: string | null): void {
  if (base) localStorage.setItem(API_BASE_KEY, base);
  else localStorage.removeItem(API_BASE_KEY);
}
