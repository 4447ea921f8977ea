/**
 * Facebook and Google sign-in (SPEC §2): shown only when social login is initialised and the
 * provider's flag is on. The provider SDK loads only on tap, from ./social (a dynamic import
 * point), so it never reaches the home bundle. Success takes the usual sign-in path.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { RegisterSettings } from '../../api/account-wire';
import { useT } from '../../i18n/useT';
import { hideLoading, showLoading, showToast, TOAST_MS } from '../../state/toasts';
import { failureKey } from './form-helpers';
import { completeLogin } from './sign-in';
// Type only (erased): the module itself loads on tap below.
import type * as SocialModule from './social';

export function SocialButtons({
  settings,
  onMessage,
}: {
  settings: Pick<RegisterSettings, 'social' | 'encryptionPublicKey'>;
  onMessage: (text: string | null) => void;
}) {
  const { t } = useT();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const { social } = settings;
  if (!social.initialised || (!social.facebook && !social.google)) return null;

  const signIn = async (provider: 'facebook' | 'google') => {
    if (!navigator.onLine) return onMessage(t('account_offline'));
    setBusy(true);
    onMessage(null);
    let module: typeof SocialModule;
    try {
      // WARNING: bundle boundary — the social chunk (and the SDK it loads) only on tap.
      module = await import('./social');
    } catch (error) {
      setBusy(false);
      console.warn('social sign-in unavailable', error);
      return showToast('account_social_unavailable', TOAST_MS.short);
    }
    try {
      // The provider's popup comes first; the loading layer covers only our own login call.
      const value = await module.socialSignIn(provider, settings, { beforeLogin: () => showLoading() });
      hideLoading();
      await completeLogin(value, navigate);
    } catch (error) {
      hideLoading();
      setBusy(false);
      if (module.popupDismissed(error)) return;
      console.warn('social sign-in failed', error);
      // Firebase's own failures (auth/…) are not our server's codes: one plain message for them.
      onMessage(t(module.providerFailure(error) ? 'account_social_unavailable' : failureKey(error)));
    }
  };
  return (
    <div className="account-social" role="group" aria-label={t('account_social')}>
      {social.facebook && (
        <button type="button" className="account-secondary" disabled={busy} onClick={() => void signIn('facebook')}>
          {t('account_facebook')}
        </button>
      )}
      {social.google && (
        <button type="button" className="account-secondary" disabled={busy} onClick={() => void signIn('google')}>
          {t('account_google')}
        </button>
      )}
    </div>
  );
}
