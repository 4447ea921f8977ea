/**
 * Toasts and the loading indicator (SPEC §9 durations). Any page code calls these; one host
 * component renders them (role status), so there is one of each on screen at a time.
 */
import { proxy } from 'valtio';
import type { MessageKey } from '../i18n';

/** SPEC §9: short 3 s, long 8 s, default 1.5 s; success messages 1 s. */
export const TOAST_MS = { short: 3000, long: 8000, default: 1500, success: 1000 } as const;
/** SPEC §9 loading timeouts: most calls 10 s, set password 15 s, logout and forgot 9999 ms. */
export const LOADING_MS = { default: 10_000, setPassword: 15_000, logout: 9999, forgot: 9999 } as const;

export interface Toast {
  id: number;
  /** A catalogue key, translated when shown (so a language switch re-renders it). */
  key: MessageKey;
  params?: Record<string, string | number>;
  /** An amount of money, formatted when shown (the page's language and currency) as `{{amount}}`. */
  amount?: number;
  durationMs: number;
}

export const toasts = proxy({
  current: null as Toast | null,
  loading: null as { key: MessageKey; until: number } | null,
});

let nextId = 1;
let toastTimer: ReturnType<typeof setTimeout> | undefined;
let loadingTimer: ReturnType<typeof setTimeout> | undefined;

export function showToast(
  key: MessageKey,
  durationMs: number = TOAST_MS.default,
  params?: Record<string, string | number>,
  amount?: number,
): void {
  clearTimeout(toastTimer);
  const toast: Toast = { id: nextId++, key, params, durationMs, ...(amount === undefined ? {} : { amount }) };
  toasts.current = toast;
  toastTimer = setTimeout(() => {
    if (toasts.current?.id === toast.id) toasts.current = null;
  }, durationMs);
}

/** Show the loading indicator; it hides itself after `timeoutMs` if nobody hides it first. */
export function showLoading(timeoutMs: number = LOADING_MS.default, key: MessageKey = 'loading'): void {
  clearTimeout(loadingTimer);
  toasts.loading = { key, until: Date.now() + timeoutMs };
  loadingTimer = setTimeout(() => (toasts.loading = null), timeoutMs);
}

export function hideLoading(): void {
  clearTimeout(loadingTimer);
  toasts.loading = null;
}
