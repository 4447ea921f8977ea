/**
 * Social sign-in (SPEC §2 Facebook/Google, §3 login type 'firebase'): Firebase signs the player in
 * with the provider in a popup, its ID token goes to our login call sealed like the other logins,
 * and the server (which verifies the token) answers with our own session.
 *
 * WARNING: bundle boundary — this module is itself loaded only on a social button's tap, and it
 * loads firebase/app and firebase/auth by dynamic import on top, so neither reaches the home
 * bundle nor the login chunk (scripts/check-first-chunk.ts checks the first).
 */
import type { FirebaseWebConfig, RegisterSettings } from '../../api/account-wire';
import type { LoginPayload } from '../../api/endpoints';
import type { LoginValue } from '../../api/member-wire';
import { accountApi } from './api';

export type SocialProvider = 'facebook' | 'google';

/** The Firebase steps, injectable so the payload building is tested without the SDK. */
export interface SocialDeps {
  idToken: (provider: SocialProvider, config: FirebaseWebConfig) => Promise<string>;
  login: (payload: LoginPayload, publicKey: string) => Promise<LoginValue>;
  publicKey: () => Promise<string>;
}

/** SPEC §3 login payload for the firebase channel: the other login fields travel empty. */
export function firebaseLoginPayload(provider: SocialProvider, firebaseIdToken: string): LoginPayload {
  return { type: 'firebase', username: '', password: '', captcha: '', captchaId: '', firebaseChannel: provider, firebaseIdToken };
}

// Our session replaces Firebase's right after the login call: its own state stays in memory only
// (no IndexedDB of its own), and one app/auth pair serves every tap of this visit.
const APP_NAME = 'lobby-social';
let authOnce: Promise<unknown> | null = null;

async function firebaseIdToken(provider: SocialProvider, config: FirebaseWebConfig): Promise<string> {
  const [app, auth] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  authOnce ??= Promise.resolve().then(() => {
    const firebaseApp = app.getApps().find((one) => one.name === APP_NAME) ?? app.initializeApp(config, APP_NAME);
    return auth.initializeAuth(firebaseApp, { persistence: auth.inMemoryPersistence, popupRedirectResolver: auth.browserPopupRedirectResolver });
  });
  const instance = (await authOnce) as ReturnType<typeof auth.initializeAuth>;
  const chosen = provider === 'google' ? new auth.GoogleAuthProvider() : new auth.FacebookAuthProvider();
  const credential = await auth.signInWithPopup(instance, chosen);
  return credential.user.getIdToken();
}

const defaultDeps: SocialDeps = {
  idToken: firebaseIdToken,
  login: (payload, publicKey) => accountApi.login(payload, publicKey),
  publicKey: async () => (await accountApi.registerSettings()).encryptionPublicKey,
};

/** Signs in with the provider and logs in to our server; rejects when Firebase is not configured. */
export async function socialSignIn(
  provider: SocialProvider,
  settings: Pick<RegisterSettings, 'social' | 'encryptionPublicKey'>,
  hooks: { beforeLogin?: () => void } = {},
  deps: SocialDeps = defaultDeps,
): Promise<LoginValue> {
  const config = settings.social.firebase;
  if (!config) throw new Error(`Social sign-in with ${provider}: no Firebase project is configured`);
  const token = await deps.idToken(provider, config);
  hooks.beforeLogin?.();
  const key = settings.encryptionPublicKey || (await deps.publicKey());
  return deps.login(firebaseLoginPayload(provider, token), key);
}

/** A failure of the provider or Firebase itself (codes 'auth/…'), not of our login call. */
export function providerFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('auth/');
}

/** The player closed the provider's popup (or tapped again): not a failure worth a message. */
export function popupDismissed(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}
