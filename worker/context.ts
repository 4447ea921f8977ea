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

export function updateConfig(patch: Partial<SessionConfig>): Readonly<SessionConfig> {
  Object.assign(config, patch);
  return config;
}

export const client = new ApiClient(() => config);
