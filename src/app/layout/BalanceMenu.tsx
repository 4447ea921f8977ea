import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { ui } from '../../state/ui';
import { refreshBalance } from '../../state/member-actions';

/** SPEC §2 "Balance drop menu" (lazy: only a member who opens it needs it). */
export default function BalanceMenu() {
  const { t } = useT();
  const [, navigate] = useLocation();
  const { balanceHidden, balanceRefreshing } = useSnapshot(ui);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    ref.current?.querySelector('button')?.focus();
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.parentElement?.contains(event.target as Node)) {
        ui.balanceMenu = false;
      }
    };
    addEventListener('keydown', close);
    addEventListener('pointerdown', close);
    return () => {
      removeEventListener('keydown', close);
      removeEventListener('pointerdown', close);
    };
  }, []);

  return (
    <div className="balance-menu" role="group" aria-label={t('shell_balance_menu')} ref={ref}>
      <button type="button" onClick={() => (ui.balanceHidden = !ui.balanceHidden)}>
        <i className={balanceHidden ? 'icon icon--eye' : 'icon icon--eye-off'} aria-hidden="true" />
        {t(balanceHidden ? 'shell_balance_show' : 'shell_balance_hide')}
      </button>
      <button type="button" disabled={balanceRefreshing} onClick={() => void refreshBalance(navigate)}>
        <i className={balanceRefreshing ? 'icon icon--refresh spin' : 'icon icon--refresh'} aria-hidden="true" />
        {t('shell_balance_refresh')}
      </button>
      <Link href={href('wallet')}>
        <i className="icon icon--wallet" aria-hidden="true" />
        {t('shell_balance_page')}
      </Link>
    </div>
  );
}
