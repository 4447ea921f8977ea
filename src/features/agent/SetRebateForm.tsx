/**
 * A direct downline's rebate rate (SPEC §7 downline rebate update): percent in 0.01 steps, at
 * most the agent's own (checked here and by the server, which also keeps the quota and the
 * downline's own downlines' rates). Online only; the entry is idempotent by key, so a tap whose
 * answer was lost is sent again as the same request. A refusal keeps what was typed.
 */
import { useState, type FormEvent } from 'react';
import type { Downline } from '../../api/agent-wire';
import { worker } from '../../bridge/worker';
import { useT } from '../../i18n/useT';
import { checkRate, formatRate, type RateProblem } from './agent-rules';
import { RateField } from './RateField';
import { FormNote } from './FormNote';
import { useKeyedWrite } from './useKeyedWrite';

export function SetRebateForm({ downline, ownRate, onSaved }: { downline: Downline; ownRate: number | undefined; onSaved: () => void }) {
  const { t, language } = useT();
  const write = useKeyedWrite(`agent-rebate-${downline.memberId}`);
  const [text, setText] = useState(downline.rebateRate.toFixed(2));
  const [problem, setProblem] = useState<RateProblem | null>(null);
  const { busy, note } = write;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ownRate === undefined) return;
    const checked = checkRate(text, ownRate);
    setProblem(checked.ok ? null : checked.problem);
    if (!checked.ok) return write.setNote(null);
    void write.send({ memberId: downline.memberId, rebateRate: checked.rate }, (input, key) => worker().agent.setRebate(input, key), (value) => {
      onSaved();
      return { key: 'agent_rebate_done', params: { account: downline.account, rate: formatRate(value.rebateRate, language) }, tone: 'ok' };
    });
  };

  return (
    <form className="agent-form" onSubmit={submit} noValidate aria-label={t('agent_set_rebate_for', { account: downline.account })}>
      <RateField
        label="agent_rebate_rate"
        name="rebateRate"
        value={text}
        onValue={(value) => {
          setText(value);
          if (problem) setProblem(null);
        }}
        problem={problem}
        ownRate={ownRate}
        disabled={busy}
      />
      <button type="submit" className="button agent-form__submit" disabled={busy || ownRate === undefined} aria-busy={busy}>
        {t('agent_rebate_save')}
      </button>
      <FormNote note={note} testId="agent-rebate-message" />
    </form>
  );
}
