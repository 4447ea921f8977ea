import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { useT } from '../../i18n/useT';
import type { MessageKey } from '../../i18n';
import { href, type RouteName } from '../../routes';
import { session } from '../../state/session';
import { openPopup } from '../../state/ui';
import { showReferral } from '../../access/rules';
import { useWhitelabel } from '../../access/shell-data';

const LINKS: [route: RouteName, labelKey: MessageKey, icon: string][] = [
  ['home', 'hd_home', 'home'],
  ['activity', 'shell_promotion', 'gift'],
  ['voucherCenter', 'deposit', 'deposit'],
];

/** SPEC §2 "Bottom bar": Home, Promotion, Deposit (highlighted), Invite (referral), Member Centre. */
export function BottomBar() {
  const { t } = useT();
  const [path] = useLocation();
  const { info } = useSnapshot(session);
  const whitelabel = useWhitelabel();
  const item = ([route, labelKey, icon]: (typeof LINKS)[number]) => (
    <Link
      key={route}
      href={href(route)}
      className={`bottom-bar__item${icon === 'deposit' ? ' bottom-bar__item--deposit' : ''}`}
      aria-current={path === href(route) ? 'page' : undefined}
    >
      <i className={`icon icon--${icon}`} aria-hidden="true" />
      {t(labelKey)}
    </Link>
  );
  return (
    <nav className="bottom-bar" aria-label={t('shell_bottom_nav')}>
      {LINKS.map(item)}
      {showReferral(info ?? {}, whitelabel) && (
        <button type="button" className="bottom-bar__item" onClick={() => openPopup('referral')}>
          <i className="icon icon--invite" aria-hidden="true" />
          {t('shell_invite')}
        </button>
      )}
      {item(['memberHome', 'label_mine', 'user'])}
    </nav>
  );
}
