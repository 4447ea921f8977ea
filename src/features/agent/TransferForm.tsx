/**
 * Transfer downline (SPEC §7): from the agent's main wallet to a team member's, a money call —
 * online only, never queued, one Idempotency-Key per transfer meant (useOperationKey), the same
 * key again when an answer was lost, so the money moves once. Success names the new balance (the
 * worker has the header read it again); a refusal keeps the amount typed.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { AGENT_TRANSFER_MAX, AGENT_TRANSFER_MIN, type Downline } from '../../api/agent-wire';
import { checkAmountFresh, type AmountProblem } from '../../api/money';
import { worker } from '../../bridge/worker';
import { db } from '../../db/db';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { freshBalance } from '../../state/member-actions';
import { session } from '../../state/session';
import { AmountField } from '../../ui/AmountField';
import { useCheckedText } from '../../ui/useCheckedText';
import { FormNote } from './FormNote';
import { useKeyedWrite } from './useKeyedWrite';
import { useMoney } from '../../ui/useMoney';

const QUICK_AMOUNTS = [50, 100, 500] as const;

export function TransferForm({ downline }: { downline: Downline }) {
  const { t } = useT();
  const money = useMoney();
  const { userKey } = useSnapshot(session);
  // The header's balance (the device's member row): what the form may send at most.
  const balance = useLiveQuery(async () => (await db.member.get(userKey))?.sumBalance, [userKey]);
  const write = useKeyedWrite(`agent-transfer-${downline.memberId}`);
  const amount = useCheckedText<AmountProblem>();
  const { busy, note } = write;
  const limits = { min: AGENT_TRANSFER_MIN, max: AGENT_TRANSFER_MAX, available: balance };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Online, a balance the device's copy refuses is read again first (the copy may predate a deposit).
    const checked = await checkAmountFresh(amount.text, limits, appState.online ? freshBalance : async () => undefined);
    if (!amount.accept(checked)) return write.setNote(null);
    void write.send({ memberId: downline.memberId, amount: checked.amount }, (input, key) => worker().agent.transfer(input, key), (value) => {
      amount.setText('');
      return {
        key: 'agent_transfer_done',
        params: { amount: money(value.transfer.amount), account: value.transfer.account, balance: money(value.balance) },
        tone: 'ok',
      };
    });
  };

  return (
    <form className="agent-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('agent_transfer_to', { account: downline.account })}>
      <p className="agent-note">
        {t('agent_transfer_available', { balance: balance === undefined ? '—' : money(balance) })}
      </p>
      <AmountField {...amount.field} limits={limits} quickAmounts={QUICK_AMOUNTS} disabled={busy} />
      <button type="submit" className="button agent-form__submit" disabled={busy} aria-busy={busy}>
        {t('agent_transfer_submit', { account: downline.account })}
      </button>
      <FormNote note={note} testId="agent-transfer-message" />
    </form>
  );
}
