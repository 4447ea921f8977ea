/**
 * A direct downline's rebate rate (SPEC §7 downline rebate update): percent in 0.01 steps, at
 * most the agent's own (checked here and by the server, which also keeps the quota and the
 * downline's own downlines' rates). Online only; the entry is idempotent by key, so a tap whose
 * answer was lost is sent again as the same request. A refusal keeps what was typed.
 */
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { Downline } from '../../api/agent-wire';
import { worker } from '../../bridge/worker';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { Field } from '../../ui/Field';
import { useOperationKey } from '../../ui/useOperationKey';
import { agentErrorKey, checkRate, formatRate, RATE_PROBLEM_KEYS, writeOutcome, type RateProblem } from './agent-rules';
import { FormNote, type Note } from './FormNote';

export function SetRebateForm({ downline, ownRate, onSaved }: { downline: Downline; ownRate: number | undefined; onSaved: () => void }) {
  const { t, language } = useT();
  const { online } = useSnapshot(appState);
  const operation = useOperationKey(`agent-rebate-${downline.memberId}`);
  const [text, setText] = useState(downline.rebateRate.toFixed(2));
  const [problem, setProblem] = useState<RateProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (ownRate === undefined) return;
    const checked = checkRate(text, ownRate);
    setProblem(checked.ok ? null : checked.problem);
    if (!checked.ok) return setNote(null);
    // Offline: nothing is sent or queued; the rate typed stays for when the network is back.
    if (!online) return setNote({ key: 'money_needs_connection', tone: 'error' });
    const input = { memberId: downline.memberId, rebateRate: checked.rate };
    setBusy(true);
    setNote(null);
    try {
      const result = await worker().agent.setRebate(input, operation.keyFor(JSON.stringify(input)));
      const outcome = writeOutcome(result);
      if (outcome !== 'offline' && outcome !== 'unanswered') operation.settle();
      if (result.ok) {
        setNote({ key: 'agent_rebate_done', params: { account: downline.account, rate: formatRate(result.value.rebateRate, language) }, tone: 'ok' });
        onSaved();
      } else {
        const key: MessageKey = outcome === 'offline' ? 'money_needs_connection' : outcome === 'unanswered' ? 'money_retry_same' : agentErrorKey(result.code);
        setNote({ key, tone: 'error' });
      }
    } catch {
      setNote({ key: 'money_retry_same', tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="agent-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('agent_set_rebate_for', { account: downline.account })}>
      <Field
        label={t('agent_rebate_rate')}
        value={text}
        onValue={(value) => {
          setText(value);
          if (problem) setProblem(null);
        }}
        error={problem ? t(RATE_PROBLEM_KEYS[problem], { own: formatRate(ownRate ?? 0, language) }) : null}
        mark="required"
        inputMode="decimal"
        autoComplete="off"
        name="rebateRate"
        disabled={busy}
      />
      <p className="agent-note">{ownRate === undefined ? t('agent_rate_hint_unknown') : t('agent_rate_hint', { own: formatRate(ownRate, language) })}</p>
      <button type="submit" className="button agent-form__submit" disabled={busy || ownRate === undefined} aria-busy={busy}>
        {t('agent_rebate_save')}
      </button>
      <FormNote note={note} testId="agent-rebate-message" />
    </form>
  );
}
