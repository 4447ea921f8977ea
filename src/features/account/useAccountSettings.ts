/**
 * The register settings (SPEC §7 registerSettings) every account form reads: fields, rules, flags
 * and the sealing key. No cache of its own: the service worker keeps the last answer like any
 * shared read (network first for this call), so a form still renders offline and keeps its input
 * (DESIGN §3); the fallback lets a first offline visit show a plain username/password form whose
 * submit then says a connection is needed.
 */
import { useEffect, useState } from 'react';
import type { RegisterSettings } from '../../api/account-wire';
import { accountApi } from './api';

export const FALLBACK_SETTINGS: RegisterSettings = {
  methods: { username: true, mobile: false },
  fields: [],
  rules: {
    loginUsername: { message: 'account_required' },
    loginPassword: { message: 'account_required' },
    loginMobileNum: { message: 'mobile_format' },
    verificationCode: { message: 'in_vwrite_code' },
    mobileNum: { message: 'mobile_format' },
    password: { message: 'account_required' },
  },
  mobileCodeLogin: false,
  changePassword: { byMail: false, byVerification: false },
  social: { initialised: false, facebook: false, google: false },
  encryptionPublicKey: '',
  countryDialingCodes: ['+880'],
};

/** `fresh` is false until an answer (the server's, or the device's copy offline) has arrived. */
export function useAccountSettings(): { settings: RegisterSettings; fresh: boolean } {
  const [state, setState] = useState(() => ({ settings: FALLBACK_SETTINGS, fresh: false }));
  useEffect(() => {
    let live = true;
    accountApi.registerSettings().then(
      (settings) => {
        if (live) setState({ settings, fresh: true });
      },
      (error: unknown) => console.warn('register settings unavailable; using the plain form', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
