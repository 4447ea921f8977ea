/**
 * The security tab of /m/set: the login password (changed at /m/changePsw) and the payment
 * password (set in the withdraw feature's flow), with whether it is set.
 */
import { Link } from 'wouter';
import { worker } from '../../bridge/worker';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { useLoaded } from '../../ui/useLoaded';

export function SecurityTab() {
  const { t } = useT();
  const status = useLoaded('withdraw.passwordStatus', () => worker().withdraw.passwordStatus());
  const has = status.value?.hasWithdrawalPassword;
  return (
    <ul className="profile-links">
      <li className="profile-card profile-link">
        <span>{t('profile_security_password')}</span>
        <Link href={href('changePsw')} className="button button--ghost profile-link__action">
          {t('profile_security_change')}
        </Link>
      </li>
      <li className="profile-card profile-link">
        <span>
          {t('profile_security_payment')}
          <span className={`profile-badge${has ? ' profile-badge--ok' : ''}`} data-testid="payment-password-state">
            {has === undefined ? t('profile_security_unknown') : t(has ? 'profile_security_set' : 'profile_security_not_set')}
          </span>
        </span>
        {has === false && (
          <Link href={href('withdraw')} className="button profile-link__action">
            {t('profile_security_set_now')}
          </Link>
        )}
      </li>
    </ul>
  );
}
