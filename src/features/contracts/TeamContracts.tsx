/**
 * "Team contracts": the member's direct downline agents, each with the contract of this kind it
 * holds from the member (active, waiting for an answer, or none) and what it was paid, and the
 * way to propose terms (or new terms) in the tier editor. What the member may offer is shown: no
 * more than its own contract of the kind and the site's cap; without a contract of its own it has
 * nothing to give, and Propose is off.
 */
import { useState } from 'react';
import type { ContractKind, ContractTeamRow } from '../../api/agent-wire';
import { useT } from '../../i18n/useT';
import { formatRate, topRate } from './contract-rules';
import { TierEditor } from './TierEditor';
import { useMoney } from '../../ui/useMoney';

export interface TeamContractsProps {
  kind: ContractKind;
  team: readonly ContractTeamRow[];
  /** Percent: ContractOverview maxOffer and siteCap. */
  maxOffer: number;
  siteCap: number;
  onChanged: () => void;
}

export function TeamContracts({ kind, team, maxOffer, siteCap, onChanged }: TeamContractsProps) {
  const { t, language } = useT();
  const money = useMoney();
  const [editing, setEditing] = useState<ContractTeamRow | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <section className="contracts__section" aria-labelledby="contract-team-heading" data-testid="contract-team">
      <h3 id="contract-team-heading" className="contracts__heading">
        {t('contract_team_heading')}
      </h3>
      <p className="contract-note">{t('contract_team_note')}</p>
      <p className="contract-note" data-testid="contract-offer-limit">
        {maxOffer > 0
          ? t('contract_offer_limit', { max: formatRate(maxOffer, language), cap: formatRate(siteCap, language) })
          : t('contract_offer_none', { cap: formatRate(siteCap, language) })}
      </p>
      {sentTo && (
        <p className="contract-message contract-message--ok" role="status" data-testid="contract-proposed">
          {t('contract_proposed_to', { account: sentTo })}
        </p>
      )}
      {team.length === 0 ? (
        <p className="contract-card contract-empty" data-testid="contract-team-none">
          {t('contract_team_none')}
        </p>
      ) : (
        <ul className="contract-team">
          {team.map((row) => (
            <li key={row.downline.memberId} className="contract-card contract-team__row" data-testid="contract-team-row" data-account={row.downline.account}>
              <div className="contract-team__who">
                <strong>{row.downline.nickname || row.downline.account}</strong>
                <span className="contract-note">{row.downline.account}</span>
              </div>
              <div className="contract-team__status">
                {row.active && (
                  <span className="contract-badge contract-badge--active" data-testid="contract-team-active">
                    {t('contract_status_active', { rate: formatRate(topRate(row.active.tiers), language) })}
                  </span>
                )}
                {row.pending && (
                  <span className="contract-badge contract-badge--pending" data-testid="contract-team-pending">
                    {t('contract_status_pending')}
                  </span>
                )}
                {!row.active && !row.pending && <span className="contract-badge">{t('contract_status_none')}</span>}
              </div>
              <div className="contract-team__foot">
                <span className="contract-note">{t('contract_team_paid', { amount: money(row.paidTotal) })}</span>
                <button
                  type="button"
                  className="button contract-team__propose"
                  disabled={maxOffer <= 0}
                  onClick={() => {
                    setSentTo(null);
                    setEditing(row);
                  }}
                >
                  {row.active || row.pending ? t('contract_propose_new') : t('contract_propose')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <TierEditor
          kind={kind}
          row={editing}
          maxOffer={maxOffer}
          onClose={() => setEditing(null)}
          onSent={(account) => {
            setEditing(null);
            setSentTo(account);
            onChanged();
          }}
        />
      )}
    </section>
  );
}
