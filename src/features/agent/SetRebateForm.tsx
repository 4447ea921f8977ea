/**
 * A direct downline's rebate rate (SPEC §7 downline rebate update): percent in 0.01 steps, at
 * most the agent's own (checked here and by the server, which also keeps the quota and the
 * downline's own downlines' rates). Online only; the entry is idempotent by key, so a tap whose
 * answer was lost is sent again as the same request. A refusal keeps what was typed.
 */
import type { FormEvent } from 'react';
import type { Downline } from '../../api/agent-wire';
import { worker } from '../../bridge/worker';
import { useT } from '../../i18n/useT';
import { formatRate } from './agent-rules';
import { RateField } from './RateField';
import { FormNote } from './FormNote';
import { useRateWrite } from './useRateWrite';

export function SetRebateForm({ downline, ownRate, onSaved }: { downline: Downline; ownRate: number | undefined; onSaved: () => void }) {
  const { t, language } = useT();
  const { busy, note, send, rate, checkedRate } = useRateWrite(`agent-rebate-${downline.memberId}`, ownRate, downline.rebateRate.toFixed(2));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rebateRate = checkedRate();
    if (rebateRate === undefined) return;
    void send({ memberId: downline.memberId, rebateRate }, (input, key) => worker().agent.setRebate(input, key), (value) => {
      onSaved();
      return { key: 'agent_rebate_done', params: { account: downline.account, rate: formatRate(value.rebateRate, language) }, tone: 'ok' };
    });
  };

  return (
    <form className="agent-form" onSubmit={submit} noValidate aria-label={t('agent_set_rebate_for', { account: downline.account })}>
      <RateField
        {...rate.field}
        label="agent_rebate_rate"
        name="rebateRate"
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
