/**
 * The member centre's header card: nickname, account, VIP label, balance and the mail badge.
 * The balance follows the header's state (ui.balanceHidden / ui.balanceRefreshing) and its
 * refresh action, so hiding or refreshing here hides or refreshes the header too (SPEC §2: two
 * decimals, asterisks while hidden or refreshing). Everything comes from the device's member row,
 * so it renders offline as last seen.
 */
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { BALANCE_MASK, formatBalance } from '../../ui/balance';
import { refreshBalance } from '../../state/member-actions';
import { unreadBadge, unreadMailOf } from '../../access/rules';
import { useCurrency } from '../../ui/useMoney';
import { MailLink } from '../../ui/MailLink';
import type { MemberRow } from '../../db/rows';
import { useT } from '../../i18n/useT';
import { ui } from '../../state/ui';

/** Shown in place of a balance the device has never read (first visit offline). */
const NO_BALANCE = '–';

export function MemberSummary({
  member,
  userName,
  vipLabel,
  variant,
}: {
  /** undefined while the row loads, null when the device has none yet. */
  member: MemberRow | null | undefined;
  userName: string;
  vipLabel: string;
  variant: 'card' | 'row';
}) {
  const { t, language } = useT();
  const [, navigate] = useLocation();
  const { balanceHidden, balanceRefreshing } = useSnapshot(ui);
  const currency = useCurrency();
  const badge = unreadBadge(unreadMailOf(member));
  // Masked while the row loads: never a flash of a wrong figure.
  const balance = member
    ? formatBalance(member.sumBalance, { hidden: balanceHidden, refreshing: balanceRefreshing }, language, currency)
    : member === null && !balanceHidden
      ? NO_BALANCE
      : BALANCE_MASK;

  return (
    <div className={`member-summary member-summary--${variant}`} data-testid="member-summary">
      <div className="member-summary__who">
        <span className="member-summary__avatar" aria-hidden="true">
          <i className="icon icon--user" />
        </span>
        <div className="member-summary__names">
          <strong className="member-summary__nickname" data-testid="member-nickname">
            {member?.nickname || userName}
          </strong>
          <span className="member-summary__account">
            {t('member_account')}: <span data-testid="member-account">{member?.account || userName}</span>
          </span>
          <span className="member-summary__vip" data-testid="member-vip" aria-label={`${t('member_vip_level')}: ${vipLabel || t('member_vip_none')}`}>
            <i className="icon icon--vip" aria-hidden="true" />
            {vipLabel || t('member_vip_none')}
          </span>
        </div>
        <MailLink badge={badge} className="icon-button member-summary__mail" badgeTestId="member-mail-badge" />
      </div>

      <div className="member-summary__money">
        <span className="member-summary__label">{t('member_balance')}</span>
        <span className="member-summary__balance" data-testid="member-balance" aria-busy={balanceRefreshing}>
          {balance}
        </span>
        <button
          type="button"
          className="member-summary__tool"
          aria-label={t(balanceHidden ? 'shell_balance_show' : 'shell_balance_hide')}
          aria-pressed={balanceHidden}
          onClick={() => (ui.balanceHidden = !ui.balanceHidden)}
        >
          <i className={balanceHidden ? 'icon icon--eye' : 'icon icon--eye-off'} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="member-summary__tool"
          aria-label={t('shell_balance_refresh')}
          disabled={balanceRefreshing}
          onClick={() => void refreshBalance(navigate)}
        >
          <i className={balanceRefreshing ? 'icon icon--refresh spin' : 'icon icon--refresh'} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
