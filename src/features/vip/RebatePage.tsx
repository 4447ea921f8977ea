/**
 * /m/member/manualRebate, the rebate (SPEC §2; §6 like the bet record: a session, else /m/login;
 * the MANPLAYREB3 flag, else the contact-service toast for 2 s and back home): what the member
 * earned since the last claim per game type, the claim, and the past claims. A trial guest gets
 * the trial prompt. Offline: the last copy, the claim waiting for a connection. A lazy chunk.
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { CONTACT_TOAST_MS } from '../../app/shell/rules';
import { useWhitelabel } from '../../app/shell/useShellData';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { HOME_PATH, href } from '../../routes';
import { isTrial, session } from '../../state/session';
import { showToast } from '../../state/toasts';
import { TrialPrompt } from '../member';
import { LoadNote } from './LoadNote';
import { RebateCard } from './RebateCard';
import { RebateHistoryList } from './RebateHistoryList';
import { useRebateHistory, useRebateSummary } from './useVipData';
import { rebateAccess } from './vip-rules';
import './vip.css';

const HISTORY_PAGE = 10;

export default function RebatePage() {
  // The money texts (connection, retry) are in messages; the page's own in vip.
  useCatalogueArea('messages');
  useCatalogueArea('vip');
  const { info, userKey } = useSnapshot(session);
  const whitelabel = useWhitelabel();
  const [, navigate] = useLocation();
  // Undefined while the device's whitelabel row is still being read: decide once it is there.
  const access = whitelabel === undefined && info ? null : rebateAccess(info ?? {}, whitelabel);
  useEffect(() => {
    if (access === 'login') navigate(href('login'), { replace: true });
    if (access === 'contact') {
      showToast('contact_service', CONTACT_TOAST_MS);
      navigate(HOME_PATH, { replace: true });
    }
  }, [access, navigate]);
  if (!info || access !== 'open') return null;
  if (isTrial(info)) return <TrialPrompt />;
  if (!userKey) return <div className="vip-loading" role="status" aria-busy="true" />;
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
