/**
 * /m/member/manualRebate, the rebate (SPEC §2; §6 like the bet record: a session, else /m/login;
 * the MANPLAYREB3 flag, else the contact-service toast for 2 s and back home): what the member
 * earned since the last claim per game type, the claim, and the past claims. A trial guest gets
 * the trial prompt. Offline: the last copy, the claim waiting for a connection. A lazy chunk.
 */
import { useState } from 'react';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { LoadNote } from './LoadNote';
import { RebateCard } from './RebateCard';
import { RebateHistoryList } from './RebateHistoryList';
import { useRebateHistory, useRebateSummary } from './useVipData';
import './vip.css';

const HISTORY_PAGE = 10;

export default function RebatePage() {
  // The money texts (connection, retry) are in messages; the page's own in vip.
  useCatalogueArea('messages');
  useCatalogueArea('vip');
  return <Rebate />;
}

function Rebate() {
  const { t } = useT();
  const [version, setVersion] = useState(0);
  const [shown, setShown] = useState(HISTORY_PAGE);
  const summary = useRebateSummary(version);
  const history = useRebateHistory(shown, version);
  return (
    <div className="vip" data-testid="rebate-page">
      {summary.value ? <RebateCard summary={summary.value} onClaimed={() => setVersion((n) => n + 1)} /> : <LoadNote loaded={summary} />}
      <h2 className="vip-heading">{t('rebate_history_heading')}</h2>
      {history.value ? <RebateHistoryList history={history.value} onMore={() => setShown((n) => n + HISTORY_PAGE)} /> : <LoadNote loaded={history} />}
    </div>
  );
}
