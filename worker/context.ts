/**
 * The worker's view of who is calling and where: base URL, merchant, language and token, set by
 * the page through `session`. One ApiClient reads it on every call, so a change applies at once.
 */
import { ApiClient, type ClientConfig } from '../src/api/client';

export interface SessionConfig extends ClientConfig {
  language: string;
  /** Key of the signed-in user's rows on the device ('' for a guest): see account/user-key.ts. */
  userKey: string;
}

const config: SessionConfig = { baseUrl: '', merchant: 'DEMO', token: null, language: 'en', userKey: '' };

export function currentConfig(): Readonly<SessionConfig> {
  return config;
}

type ConfigListener = (config: Readonly<SessionConfig>) => void;
const listeners = new Set<ConfigListener>();

export function updateConfig(patch: Partial<SessionConfig>): Readonly<SessionConfig> {
  Object.assign(config, patch);
  for (const listener of listeners) listener(config);
  return config;
}

/**
 * Be told of every change (sign-in, sign-out, a new token, another server): what holds a
 * connection as the current user (the live stream) lets it go at once. Returns the unsubscribe.
 */
export function onConfigChange(listener: ConfigListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const client = new ApiClient(() => config);
