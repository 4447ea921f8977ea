/** A contract's tiers: what the team must reach (turnover, active members) and the rate it pays. */
import type { ContractKind, ContractTier } from '../../api/agent-wire';
import { useT } from '../../i18n/useT';
import { formatCount, formatRate } from './contract-rules';
import { useMoney } from '../../ui/useMoney';

export function TierTable({ kind, tiers }: { kind: ContractKind; tiers: readonly ContractTier[] }) {
  const { t, language } = useT();
  const money = useMoney();
  return (
    <table className="contract-tiers" data-testid="contract-tiers">
      <caption>{t('contract_tiers_caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('contract_col_turnover')}</th>
          <th scope="col">{t('contract_col_active')}</th>
          <th scope="col">{t(kind === 'dividend' ? 'contract_col_rate_net_loss' : 'contract_col_rate_turnover')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, i) => (
          <tr key={i} data-testid="contract-tier">
            <td>{money(tier.minTurnover)}</td>
            <td>{formatCount(tier.minActive, language)}</td>
            <td className="contract-tiers__rate">{formatRate(tier.rate, language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
