/**
 * Social sign-in (SPEC §2, §3 login type 'firebase'): the payload sent to our login call, with the
 * Firebase steps injected (the SDK itself loads only in the browser, on a button's tap).
 */
import { describe, expect, it } from 'vitest';
import type { LoginPayload } from '../../src/api/endpoints';
import { popupDismissed, providerFailure, socialSignIn, type SocialDeps } from '../../src/features/account/social';

const firebase = { apiKey: 'key', authDomain: 'demo.firebaseapp.com', projectId: 'demo', appId: '1:2:web:3' };
const social = { initialised: true, facebook: true, google: true, firebase };

function fakeDeps() {
  const calls: { idToken: unknown[][]; login: [LoginPayload, string][]; publicKey: number } = { idToken: [], login: [], publicKey: 0 };
  const deps: SocialDeps = {
    idToken: async (...args) => (calls.idToken.push(args), `token-for-${args[0]}`),
    login: async (payload, key) => (calls.login.push([payload, key]), { token: 't', userName: 'u', type: 0, firstTimeLogin: false }),
    publicKey: async () => (calls.publicKey++, 'fetched-key'),
  };
  return { calls, deps };
}

describe('socialSignIn', () => {
  it('logs in with the provider channel and Firebase ID token, the other fields empty', async () => {
    const { calls, deps } = fakeDeps();
    const order: string[] = [];
    const value = await socialSignIn('google', { social, encryptionPublicKey: 'spki' }, { beforeLogin: () => order.push('before') }, deps);
    expect(value.token).toBe('t');
    expect(calls.idToken).toEqual([['google', firebase]]);
    expect(calls.login).toEqual([
      [{ type: 'firebase', username: '', password: '', captcha: '', captchaId: '', firebaseChannel: 'google', firebaseIdToken: 'token-for-google' }, 'spki'],
    ]);
    expect(order).toEqual(['before']);
    expect(calls.publicKey).toBe(0);
  });

  it('fetches the sealing key when the settings came without one', async () => {
    const { calls, deps } = fakeDeps();
    await socialSignIn('facebook', { social, encryptionPublicKey: '' }, {}, deps);
    expect(calls.login[0]?.[0].firebaseChannel).toBe('facebook');
    expect(calls.login[0]?.[1]).toBe('fetched-key');
  });

  it('refuses without a Firebase config, before any provider step', async () => {
    const { calls, deps } = fakeDeps();
    const { firebase: _omitted, ...unconfigured } = social;
    await expect(socialSignIn('google', { social: unconfigured, encryptionPublicKey: 'spki' }, {}, deps)).rejects.toThrow(/no Firebase project/);
    expect(calls.idToken).toHaveLength(0);
  });

  it('tells a closed popup and provider failures from server failures', () => {
    expect(popupDismissed({ code: 'auth/popup-closed-by-user' })).toBe(true);
    expect(popupDismissed(new Error('x'))).toBe(false);
    expect(providerFailure({ code: 'auth/network-request-failed' })).toBe(true);
    expect(providerFailure({ code: 'captcha_error' })).toBe(false);
  });
});
