/**
 * A new affiliate link (SPEC §7 affiliate URL and rebate settings): the rate its members get
 * (0.01 steps, at most the agent's own) and whether it opens member or agent accounts. The server
 * also keeps the quota and the number of links. Online only; idempotent by key, so a retried tap
 * creates one link. A refusal keeps what was typed.
 */
import { useState, type FormEvent } from 'react';
import type { LinkMemberType } from '../../api/agent-wire';
import { worker } from '../../bridge/worker';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { formatRate } from './agent-rules';
import { RateField } from './RateField';
import { FormNote } from './FormNote';
import { useRateWrite } from './useRateWrite';

const TYPES: readonly { type: LinkMemberType; key: MessageKey }[] = [
  { type: 'member', key: 'agent_link_type_member' },
  { type: 'agent', key: 'agent_link_type_agent' },
];

export function NewLinkForm({ ownRate, onCreated }: { ownRate: number | undefined; onCreated: () => void }) {
  const { t, language } = useT();
  const { busy, note, send, rate, checkedRate } = useRateWrite('agent-new-link', ownRate);
  const [memberType, setMemberType] = useState<LinkMemberType>('member');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rebateRate = checkedRate();
    if (rebateRate === undefined) return;
    void send({ rebateRate, memberType }, (input, key) => worker().agent.createLink(input, key), (link) => {
      rate.setText('');
      onCreated();
      return { key: 'agent_link_created', params: { code: link.code, rate: formatRate(link.rebateRate, language) }, tone: 'ok' };
    });
  };

  return (
    <form className="agent-card agent-form" onSubmit={submit} noValidate aria-label={t('agent_link_new')} data-testid="agent-new-link">
      <h2 className="agent-card__title">{t('agent_link_new')}</h2>
      <RateField
        {...rate.field}
        label="agent_link_rate"
        name="linkRate"
        ownRate={ownRate}
        placeholder="1.00"
        disabled={busy}
      />
      <fieldset className="agent-radios">
        <legend className="agent-radios__legend">{t('agent_link_type')}</legend>
        {TYPES.map(({ type, key }) => (
          <label key={type} className={`agent-chip${memberType === type ? ' agent-chip--on' : ''}`}>
            <input type="radio" name="memberType" value={type} checked={memberType === type} onChange={() => setMemberType(type)} disabled={busy} />
            {t(key)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button agent-form__submit" disabled={busy || ownRate === undefined} aria-busy={busy}>
        {t('agent_link_create')}
      </button>
      <FormNote note={note} testId="agent-link-message" />
    </form>
  );
}
