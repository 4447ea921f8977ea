/**
 * The register settings (SPEC §7 registerSettings) every account form reads: fields, rules, flags
 * and the sealing key. No cache of its own: the service worker keeps the last answer like any
 * shared read (network first for this call), so a form still renders offline and keeps its input
 * (DESIGN §3); the fallback lets a first offline visit show a plain username/password form whose
 * submit then says a connection is needed.
 */
import { useEffect, useState } from 'react';
import type { RegisterSettings } from '../../api/account-wire';
import { firstPaint } from '../../state/first-paint';
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

/**
 * How long a form waits for the settings before it shows the plain one anyway (a slow network
 * must not keep a player from signing in; the form may then change once they do arrive).
 */
export const SETTINGS_WAIT_MS = 3000;

export interface AccountSettingsState {
  settings: RegisterSettings;
  /** False until an answer (the server's, or the device's copy offline) has arrived. */
  fresh: boolean;
  /**
   * True once the form can be laid out for good: the answer came, the call failed, or
   * SETTINGS_WAIT_MS passed. Before that a form shows its placeholder (FormSkeleton), so its
   * fields do not jump when the settings add a tab or a field above them.
   */
  settled: boolean;
}

export function useAccountSettings(): AccountSettingsState {
  // A cold first visit: the served shell carries the server's settings, so the form lays out at once.
  const [state, setState] = useState<AccountSettingsState>(() => {
    const inlined = firstPaint()?.registerSettings;
    return inlined ? { settings: inlined, fresh: true, settled: true } : { settings: FALLBACK_SETTINGS, fresh: false, settled: false };
  });
  useEffect(() => {
    let live = true;
    const settle = () => live && setState((current) => (current.settled ? current : { ...current, settled: true }));
    const giveUp = setTimeout(settle, SETTINGS_WAIT_MS);
    accountApi
      .registerSettings()
      .then(
        (settings) => {
          if (live) setState({ settings, fresh: true, settled: true });
        },
        (error: unknown) => {
          console.warn('register settings unavailable; using the plain form', error);
          settle();
        },
      )
      .finally(() => clearTimeout(giveUp));
    return () => {
      live = false;
      clearTimeout(giveUp);
    };
  }, []);
  return state;
}
