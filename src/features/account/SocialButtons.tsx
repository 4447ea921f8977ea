/**
 * Facebook and Google sign-in (SPEC §2): shown only when social login is initialised and the
 * provider's flag is on. The provider SDK loads only on tap, from ./social (a dynamic import
 * point), so it never reaches the home bundle.
 */
import type { RegisterSettings } from '../../api/account-wire';
import { useT } from '../../i18n/useT';
import { showToast, TOAST_MS } from '../../state/toasts';

export function SocialButtons({ social }: { social: RegisterSettings['social'] }) {
  const { t } = useT();
  if (!social.initialised || (!social.facebook && !social.google)) return null;
  const signIn = async (provider: 'facebook' | 'google') => {
    try {
      // WARNING: bundle boundary — the social chunk (and the SDK it would load) only on tap.
      const { socialSignIn } = await import('./social');
      await socialSignIn(provider);
    } catch (error) {
      console.warn('social sign-in unavailable', error);
      showToast('account_social_unavailable', TOAST_MS.short);
    }
  };
  return (
    <div className="account-social" role="group" aria-label={t('account_social')}>
      {social.facebook && (
        <button type="button" className="account-secondary" onClick={() => void signIn('facebook')}>
          {t('account_facebook')}
        </button>
      )}
      {social.google && (
        <button type="button" className="account-secondary" onClick={() => void signIn('google')}>
          {t('account_google')}
        </button>
      )}
    </div>
  );
}
