/**
 * /m/withdraw (SPEC §2): three tabs — the withdrawal form, the bank cards (`?tab=cards`) and the
 * withdraw report (`?tab=report`). Members only: a guest goes to /m/login, a trial guest (type 4,
 * whose credit is never money) gets the trial prompt. A lazy chunk.
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { isTrial, session } from '../../state/session';
import { TrialPrompt } from '../member';
import { BankCardsScreen } from './BankCardsScreen';
import { ReportTab } from './ReportTab';
import { WithdrawTab } from './WithdrawTab';
import { tabOf, type WithdrawTab as Tab } from './withdraw-rules';
import '../../ui/tabs.css';
import './withdraw.css';

const TABS: readonly { tab: Tab; key: 'withdraw_tab_form' | 'withdraw_tab_cards' | 'withdraw_tab_report' }[] = [
  { tab: 'form', key: 'withdraw_tab_form' },
  { tab: 'cards', key: 'withdraw_tab_cards' },
  { tab: 'report', key: 'withdraw_tab_report' },
];

export default function WithdrawPage() {
  const { info, userKey } = useSnapshot(session);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!info) navigate(href('login'), { replace: true });
  }, [info, navigate]);
  if (!info) return null;
  if (isTrial(info)) return <TrialPrompt />;
  // Signed in, the worker still restoring the session: a frame, not a flash of "empty".
  if (!userKey) return <div className="withdraw-loading" role="status" aria-busy="true" />;
  return <WithdrawScreen userKey={userKey} />;
}

function WithdrawScreen({ userKey }: { userKey: string }) {
  useCatalogueArea('messages');
  useCatalogueArea('withdraw');
  const { t } = useT();
  const [, navigate] = useLocation();
  const tab = tabOf(new URLSearchParams(useSearch()).get('tab'));
  // Bumped by a new request, so the report re-reads when it is opened next.
  const [version, setVersion] = useState(0);
  const open = (next: Tab) => navigate(next === 'form' ? href('withdraw') : href('withdraw', { tab: next }), { replace: true });

  return (
    <section className="withdraw" aria-label={t('withdraw_title')}>
      <div className="tabs withdraw-tabs" role="tablist" aria-label={t('withdraw_tabs')}>
        {TABS.map(({ tab: option, key }) => (
          <button
            key={option}
            type="button"
            role="tab"
            aria-selected={option === tab}
            className={`tabs__tab${option === tab ? ' tabs__tab--active' : ''}`}
            onClick={() => open(option)}
          >
            {t(key)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(TABS.find((o) => o.tab === tab)!.key)} className="withdraw-panel">
        {tab === 'form' && <WithdrawTab userKey={userKey} onAddCard={() => open('cards')} onRequested={() => setVersion((v) => v + 1)} />}
        {tab === 'cards' && <BankCardsScreen />}
        {tab === 'report' && <ReportTab version={version} />}
      </div>
    </section>
  );
}
