/**
 * Terms the upline proposed, waiting for the member's answer: Accept (the contract becomes active,
 * ending the one before) or Reject. Online only, never queued: offline nothing is sent and the
 * request stays as it was. One Idempotency-Key per answer the member means, so an answer lost on
 * the way is retried with the same key and applies once.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Contract, ContractKind } from '../../api/agent-wire';
import { ERROR_CODE } from '../../api/error-codes';
import { worker } from '../../bridge/worker';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { useOperationKey } from '../../ui/useOperationKey';
import { isUnanswered, refusalKey } from './contract-rules';
import { TierTable } from './TierTable';

export interface PendingRequestProps {
  kind: ContractKind;
  contract: Contract;
  /** The member has an active contract of the kind that accepting replaces. */
  replacesActive: boolean;
  /** A definitive answer: the text to show, and the overview to read again. */
  onAnswered: (done: MessageKey | null) => void;
}

export function PendingRequest({ kind, contract, replacesActive, onAnswered }: PendingRequestProps) {
  const { t, language } = useT();
  const { online } = useSnapshot(appState);
  const operation = useOperationKey('contract-answer');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const proposed = new Date(contract.proposedAt).toLocaleDateString(language, { dateStyle: 'medium' });
  const title = contract.upline ? t('contract_pending_title', { upline: contract.upline.account }) : t('contract_pending_title_site');

  async function answer(accept: boolean) {
    setProblem(null);
    if (!online) return setProblem('claim_needs_connection');
    const key = operation.keyFor(`${contract.id}:${accept}`);
    setBusy(true);
    const result = await worker().contracts.answer(contract.id, accept, key);
    setBusy(false);
    if (!result.ok && isUnanswered(result.code)) {
      // Kept: the next tap resends this key, so an answer that did arrive is not given twice.
      return setProblem(result.code === ERROR_CODE.offline ? 'claim_needs_connection' : 'money_retry_same');
    }
    operation.settle();
    if (result.ok) return onAnswered(accept ? 'contract_accepted' : 'contract_rejected');
    setProblem(refusalKey(result.code));
    // Answered elsewhere or replaced meanwhile: show the terms as they are now.
    if (result.code === ERROR_CODE.contractNotPending || result.code === ERROR_CODE.contractNotFound) onAnswered(null);
  }

  return (
    <article className="contract-card contract-card--pending" data-testid="contract-pending" aria-label={title}>
      <div className="contract-card__head">
        <h4 className="contract-card__title">{title}</h4>
        <span className="contract-badge contract-badge--pending">{t('contract_status_pending')}</span>
      </div>
      <p className="contract-note">{t('contract_proposed_on', { date: proposed })}</p>
      <TierTable kind={kind} tiers={contract.tiers} />
      {replacesActive && <p className="contract-note">{t('contract_pending_replaces')}</p>}
      <div className="contract-card__actions">
        <button type="button" className="button button--ghost" disabled={busy} onClick={() => void answer(false)}>
          {t('contract_reject')}
        </button>
        <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void answer(true)}>
          {busy ? t('contract_sending') : t('contract_accept')}
        </button>
      </div>
      {problem && (
        <p className="contract-message contract-message--error" role="alert" data-testid="contract-answer-message">
          {t(problem)}
        </p>
      )}
    </article>
  );
}
