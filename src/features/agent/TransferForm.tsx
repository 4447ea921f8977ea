/**
 * Transfer downline (SPEC §7): from the agent's main wallet to a team member's, a money call —
 * online only, never queued, one Idempotency-Key per transfer meant (useOperationKey), the same
 * key again when an answer was lost, so the money moves once. Success names the new balance (the
 * worker has the header read it again); a refusal keeps the amount typed.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { AGENT_TRANSFER_MAX, AGENT_TRANSFER_MIN, type Downline } from '../../api/agent-wire';
import { checkAmount, formatAmount, type AmountProblem } from '../../api/money';
import { worker } from '../../bridge/worker';
import { db } from '../../db/db';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { session } from '../../state/session';
import { AmountField } from '../../ui/AmountField';
import { useOperationKey } from '../../ui/useOperationKey';
import { agentErrorKey, writeOutcome } from './agent-rules';
import { FormNote, type Note } from './FormNote';

const QUICK_AMOUNTS = [50, 100, 500] as const;

export function TransferForm({ downline }: { downline: Downline }) {
  const { t, language } = useT();
  const { online } = useSnapshot(appState);
  const { userKey } = useSnapshot(session);
  // The header's balance (the device's member row): what the form may send at most.
  const balance = useLiveQuery(async () => (await db.member.get(userKey))?.sumBalance, [userKey]);
  const operation = useOperationKey(`agent-transfer-${downline.memberId}`);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const limits = { min: AGENT_TRANSFER_MIN, max: AGENT_TRANSFER_MAX, available: balance };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAmount(amount, limits);
    setProblem(checked.ok ? null : checked.problem);
    if (!checked.ok) return setNote(null);
    // Offline: nothing is sent and nothing is queued; the amount stays for when the network is back.
    if (!online) return setNote({ key: 'money_needs_connection', tone: 'error' });
    const input = { memberId: downline.memberId, amount: checked.amount };
    setBusy(true);
    setNote(null);
    try {
      const result = await worker().agent.transfer(input, operation.keyFor(JSON.stringify(input)));
      const outcome = writeOutcome(result);
      if (result.ok) {
        operation.settle();
        setAmount('');
        setNote({
          key: 'agent_transfer_done',
          params: { amount: formatAmount(result.value.transfer.amount, language), account: result.value.transfer.account, balance: formatAmount(result.value.balance, language) },
          tone: 'ok',
        });
      } else if (outcome === 'offline' || outcome === 'unanswered') {
        // No definitive answer: the key is kept, so the next tap cannot move the money twice.
        setNote({ key: outcome === 'offline' ? 'money_needs_connection' : 'money_retry_same', tone: 'error' });
      } else {
        operation.settle();
        const key: MessageKey = agentErrorKey(result.code);
        setNote({ key, tone: 'error' });
      }
    } catch {
      setNote({ key: 'money_retry_same', tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="agent-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('agent_transfer_to', { account: downline.account })}>
      <p className="agent-note">
        {t('agent_transfer_available', { balance: balance === undefined ? '—' : formatAmount(balance, language) })}
      </p>
      <AmountField
        value={amount}
        onValue={(value) => {
          setAmount(value);
          if (problem) setProblem(null);
        }}
        limits={limits}
        problem={problem}
        quickAmounts={QUICK_AMOUNTS}
        disabled={busy}
      />
      <button type="submit" className="button agent-form__submit" disabled={busy} aria-busy={busy}>
        {t('agent_transfer_submit', { account: downline.account })}
      </button>
      <FormNote note={note} testId="agent-transfer-message" />
    </form>
  );
}
