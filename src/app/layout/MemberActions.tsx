import { Suspense } from 'react';
import { lazyWhenOnline } from '../../ui/lazy';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { isTrial, session } from '../../state/session';
import { ui } from '../../state/ui';
import { useCurrency } from '../../ui/useMoney';
import { formatBalance } from '../../ui/balance';
import { MailLink } from '../../ui/MailLink';
import { unreadBadge, unreadTotalOf } from '../../access/rules';
import { useMember } from '../../access/shell-data';

const BalanceMenu = lazyWhenOnline(() => import('./BalanceMenu'));

/**
 * SPEC §2: a member sees balance (with its drop menu), deposit, withdraw and mail with a badge.
 * SPEC §6: a trial guest sees no balance (the server has none to show it): a Trial badge stands
 * in its place, never a 0.00.
 */
export default function MemberActions() {
  const { t, language } = useT();
  const member = useMember();
  const currency = useCurrency();
  const { balanceMenu, balanceHidden, balanceRefreshing } = useSnapshot(ui);
  const { info } = useSnapshot(session);
  const badge = unreadBadge(unreadTotalOf(member));
  return (
    <>
      {isTrial(info) ? (
        <span className="trial-badge" data-testid="trial-badge" title={t('shell_trial_hint')}>
          {t('shell_trial')}
        </span>
      ) : (
        <div className="balance">
          <button
            type="button"
            className="balance__button"
            aria-expanded={balanceMenu}
            aria-busy={balanceRefreshing}
            onClick={() => (ui.balanceMenu = !ui.balanceMenu)}
          >
            {/* Named by its words plus the amount it shows, so speaking the amount finds it (WCAG 2.5.3). */}
            <span className="visually-hidden">{t('shell_balance')} </span>
            <span data-testid="balance">
              {formatBalance(member?.sumBalance, { hidden: balanceHidden, refreshing: balanceRefreshing }, language, currency)}
            </span>
            <i className="icon icon--caret" aria-hidden="true" />
          </button>
          {balanceMenu && (
            <Suspense fallback={null}>
              <BalanceMenu />
            </Suspense>
          )}
        </div>
      )}
      <Link href={href('voucherCenter')} className="icon-button" aria-label={t('deposit')}>
        <i className="icon icon--deposit" aria-hidden="true" />
      </Link>
      <Link href={href('withdraw')} className="icon-button" aria-label={t('withdraw')}>
        <i className="icon icon--withdraw" aria-hidden="true" />
      </Link>
      <MailLink badge={badge} className="icon-button" badgeTestId="mail-badge" />
    </>
  );
}
