/**
 * "My contract": the terms the upline proposed and wait for an answer, the active contract's
 * tiers, and what it paid. With neither, the member learns that the upline proposes the terms.
 */
import { useState } from 'react';
import type { Contract, ContractKind, ContractOverview } from '../../api/agent-wire';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { PaymentList } from './PaymentList';
import { PendingRequest } from './PendingRequest';
import { TierTable } from './TierTable';

export interface MyContractProps {
  kind: ContractKind;
  mine: ContractOverview['mine'];
  /** Something changed on the server: read the overview again. */
  onChanged: () => void;
}

export function MyContract({ kind, mine, onChanged }: MyContractProps) {
  const { t, language } = useT();
  const [done, setDone] = useState<MessageKey | null>(null);
  const { active, pending, payments, paidTotal } = mine;
  const since = active?.decidedAt ? new Date(active.decidedAt).toLocaleDateString(language, { dateStyle: 'medium' }) : null;
  // No upline: the site's own contract, granted by the operator.
  const activeTitle = (contract: Contract) => (contract.upline ? t('contract_active_title', { upline: contract.upline.account }) : t('contract_active_title_site'));

  return (
    <section className="contracts__section" aria-labelledby="contract-mine-heading" data-testid="contract-mine">
      <h3 id="contract-mine-heading" className="contracts__heading">
        {t('contract_mine_heading')}
      </h3>
      {done && (
        <p className="contract-message contract-message--ok" role="status" data-testid="contract-done">
          {t(done)}
        </p>
      )}
      {pending && (
        <PendingRequest
          key={pending.id}
          kind={kind}
          contract={pending}
          replacesActive={active !== null}
          onAnswered={(text) => {
            setDone(text);
            onChanged();
          }}
        />
      )}
      {active && (
        <article className="contract-card" data-testid="contract-active" aria-label={activeTitle(active)}>
          <div className="contract-card__head">
            <h4 className="contract-card__title">{activeTitle(active)}</h4>
            <span className="contract-badge contract-badge--active">{t('contract_status_active_short')}</span>
          </div>
          {since && <p className="contract-note">{t('contract_active_since', { date: since })}</p>}
          <TierTable kind={kind} tiers={active.tiers} />
        </article>
      )}
      {!active && !pending && (
        <p className="contract-card contract-empty" data-testid="contract-mine-none">
          {t('contract_mine_none')}
        </p>
      )}
      {(active || payments.length > 0) && <PaymentList kind={kind} payments={payments} paidTotal={paidTotal} />}
    </section>
  );
}
