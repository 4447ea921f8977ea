/**
 * /m/withdraw (SPEC §2): three tabs — the withdrawal form, the bank cards (`?tab=cards`) and the
 * withdraw report (`?tab=report`). Members only (the route's gate: a trial guest, whose credit is
 * never money, meets the register prompt). A lazy chunk.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { session } from '../../state/session';
import { BankCardsScreen } from './BankCardsScreen';
import { ReportTab } from './ReportTab';
import { WithdrawTab } from './WithdrawTab';
import { WITHDRAW_TABS, type WithdrawTab as Tab } from './withdraw-rules';
import { tabFrom } from '../../ui/tab-choice';
import { Tabs } from '../../ui/Tabs';
import './withdraw.css';

const TABS: readonly { tab: Tab; key: 'withdraw_tab_form' | 'withdraw_tab_cards' | 'withdraw_tab_report' }[] = [
  { tab: 'form', key: 'withdraw_tab_form' },
  { tab: 'cards', key: 'withdraw_tab_cards' },
  { tab: 'report', key: 'withdraw_tab_report' },
];

export default function WithdrawPage() {
  const { userKey } = useSnapshot(session);
  return <WithdrawScreen userKey={userKey} />;
}

function WithdrawScreen({ userKey }: { userKey: string }) {
  useCatalogueArea('messages');
  useCatalogueArea('withdraw');
  const { t } = useT();
  const [, navigate] = useLocation();
  const tab = tabFrom(WITHDRAW_TABS, new URLSearchParams(useSearch()).get('tab'));
  // Bumped by a new request, so the report re-reads when it is opened next.
  const [version, setVersion] = useState(0);
  const open = (next: Tab) => navigate(next === 'form' ? href('withdraw') : href('withdraw', { tab: next }), { replace: true });

  return (
    <section className="withdraw" aria-label={t('withdraw_title')}>
      <Tabs className="withdraw-tabs" label={t('withdraw_tabs')} options={TABS.map(({ tab: id, key }) => ({ id, label: t(key) }))} active={tab} onSelect={open} />
      <div role="tabpanel" aria-label={t(TABS.find((o) => o.tab === tab)!.key)} className="withdraw-panel">
        {tab === 'form' && <WithdrawTab userKey={userKey} onAddCard={() => open('cards')} onRequested={() => setVersion((v) => v + 1)} />}
        {tab === 'cards' && <BankCardsScreen />}
        {tab === 'report' && <ReportTab version={version} />}
      </div>
    </section>
  );
}
