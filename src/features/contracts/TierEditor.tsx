/**
 * The terms an upline proposes to a direct downline agent, in the app's popup frame: 1 to 5 tiers
 * of minimum turnover, minimum active members and rate, checked beside each field before anything
 * is sent (tier-rules.ts); the server's refusals in words. Online only, never queued: offline
 * nothing is sent and the tiers stay as typed. One Idempotency-Key per set of terms, so a proposal
 * whose answer was lost is resent with the same key and made once.
 */
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { ContractKind, ContractTeamRow } from '../../api/agent-wire';
import { ERROR_CODE } from '../../api/error-codes';
import { worker } from '../../bridge/worker';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { Field, FormMessage } from '../../ui/Field';
import { Popup } from '../../ui/Popup';
import { useOperationKey } from '../../ui/useOperationKey';
import { formatCount, formatRate, isUnanswered, refusalKey } from './contract-rules';
import {
  ACTIVE_MAX,
  canAddTier,
  canRemoveTier,
  checkTiers,
  draftOf,
  emptyTier,
  hasProblems,
  tiersOf,
  TURNOVER_MAX,
  type TierDraft,
  type TierField,
} from './tier-rules';

export interface TierEditorProps {
  kind: ContractKind;
  row: ContractTeamRow;
  /** The most a tier may pay (percent): the lower of the member's own top rate and the site's cap. */
  maxOffer: number;
  onClose: () => void;
  /** The proposal was made (the downline's account, for the page's message). */
  onSent: (account: string) => void;
}

const FIELDS: readonly { field: TierField; label: MessageKey; inputMode: 'decimal' | 'numeric' }[] = [
  { field: 'minTurnover', label: 'contract_tier_turnover', inputMode: 'decimal' },
  { field: 'minActive', label: 'contract_tier_active', inputMode: 'numeric' },
  { field: 'rate', label: 'contract_tier_rate', inputMode: 'decimal' },
];

export function TierEditor({ kind, row, maxOffer, onClose, onSent }: TierEditorProps) {
  const { t, language } = useT();
  const { online } = useSnapshot(appState);
  const operation = useOperationKey('contract-propose');
  // A counter-proposal starts from the terms on the table: the pending ones, else the active ones.
  const [drafts, setDrafts] = useState<TierDraft[]>(() => {
    const current = row.pending ?? row.active;
    return current ? draftOf(current.tiers) : [emptyTier()];
  });
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<MessageKey | null>(null);
  const cap = formatRate(maxOffer, language);
  const problems = checkTiers(drafts, maxOffer);
  const account = row.downline.account;

  const edit = (index: number, field: TierField, value: string) =>
    setDrafts((list) => list.map((draft, i) => (i === index ? { ...draft, [field]: value } : draft)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setMessage(null);
    if (hasProblems(problems)) return;
    if (!online) return setMessage('money_needs_connection');
    const input = { kind, memberId: row.downline.memberId, tiers: tiersOf(drafts) };
    const key = operation.keyFor(JSON.stringify(input));
    setBusy(true);
    const result = await worker().contracts.propose(input, key);
    setBusy(false);
    if (!result.ok && isUnanswered(result.code)) {
      // Kept: the next tap resends this key, so a proposal that did arrive is not made twice.
      return setMessage(result.code === ERROR_CODE.offline ? 'money_needs_connection' : 'money_retry_same');
    }
    operation.settle();
    if (result.ok) return onSent(account);
    setMessage(refusalKey(result.code));
  }

  return (
    <Popup title={t('contract_editor_title', { account })} onClose={onClose} name="contract-editor">
      <form className="tier-editor" onSubmit={(e) => void submit(e)} noValidate aria-label={t('contract_editor_title', { account })}>
        <p className="contract-note">{t('contract_editor_hint', { cap })}</p>
        {drafts.map((draft, index) => (
          <fieldset key={index} className="tier-editor__tier" data-testid="tier-row">
            <legend className="tier-editor__legend">
              <span>{t('contract_tier_legend', { number: index + 1 })}</span>
              <button
                type="button"
                className="tier-editor__remove"
                aria-label={t('contract_tier_remove', { number: index + 1 })}
                disabled={!canRemoveTier(drafts) || busy}
                onClick={() => setDrafts((list) => list.filter((_, i) => i !== index))}
              >
                ×
              </button>
            </legend>
            <div className="tier-editor__fields">
              {FIELDS.map(({ field, label, inputMode }) => {
                const problem = tried ? problems[index]?.[field] : undefined;
                return (
                  <Field
                    key={field}
                    label={t(label)}
                    name={`${field}-${index + 1}`}
                    value={draft[field]}
                    onValue={(value) => edit(index, field, value)}
                    error={problem ? t(problem, { cap, max: formatCount(field === 'minActive' ? ACTIVE_MAX : TURNOVER_MAX, language) }) : null}
                    inputMode={inputMode}
                    autoComplete="off"
                    disabled={busy}
                  />
                );
              })}
            </div>
          </fieldset>
        ))}
        <button
          type="button"
          className="button button--ghost tier-editor__add"
          disabled={!canAddTier(drafts) || busy}
          onClick={() => setDrafts((list) => [...list, emptyTier()])}
        >
          {t('contract_tier_add')}
        </button>
        <FormMessage text={message ? t(message) : null} />
        <button type="submit" className="button tier-editor__send" disabled={busy} aria-busy={busy}>
          {busy ? t('contract_sending') : t('contract_send')}
        </button>
      </form>
    </Popup>
  );
}
