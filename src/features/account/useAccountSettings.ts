/**
 * The register settings (SPEC §7 /wps/system/setting/register) every account form reads: fields,
 * rules, flags and the sealing key. The last answer is kept in localStorage so a form still
 * renders offline (and keeps its input, DESIGN §3); the fallback lets a first offline visit show a
 * plain username/password form whose submit then says a connection is needed.
 */
import { useEffect, useState } from 'react';
import type { RegisterSettings } from '../../api/account-wire';
import { accountApi } from './api';

const CACHE_KEY = 'lobby.registerSettings';

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

function cached(): RegisterSettings | null {
  try {
    const raw = localStorage.getItem(CACHE_KEY);
    return raw ? (JSON.parse(raw) as RegisterSettings) : null;
  } catch {
    return null;
  }
}

/** `fresh` is false until the server has answered in this visit (the sealing key may be stale before). */
export function useAccountSettings(): { settings: RegisterSettings; fresh: boolean } {
  const [state, setState] = useState(() => ({ settings: cached() ?? FALLBACK_SETTINGS, fresh: false }));
  useEffect(() => {
    let live = true;
    accountApi.registerSettings().then(
      (settings) => {
        localStorage.setItem(CACHE_KEY, JSON.stringify(settings));
        if (live) setState({ settings, fresh: true });
      },
      (error: unknown) => console.warn('register settings unavailable; using the last known', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
