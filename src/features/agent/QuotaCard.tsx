/**
 * The agent's quota (SPEC §7): per minimum rate, how many direct downlines
 * the agent may have at that rate or above, and how many it has. Below the lowest tier: no limit.
 */
import type { AgentQuota } from '../../api/agent-wire';
import { useT } from '../../i18n/useT';
import { formatRate } from './agent-rules';

export function QuotaCard({ quota }: { quota: AgentQuota }) {
  const { t, language } = useT();
  return (
    <section className="agent-card" aria-label={t('agent_quota')} data-testid="agent-quota">
      <h2 className="agent-card__title">{t('agent_quota')}</h2>
      <p className="agent-note">{t('agent_quota_own', { rate: formatRate(quota.rebateRate, language) })}</p>
      {quota.tiers.length === 0 ? (
        <p className="agent-note">{t('agent_quota_none')}</p>
      ) : (
        <table className="agent-table">
          <thead>
            <tr>
              <th scope="col">{t('agent_quota_min_rate')}</th>
              <th scope="col">{t('agent_quota_used')}</th>
              <th scope="col">{t('agent_quota_remaining')}</th>
            </tr>
          </thead>
          <tbody>
            {quota.tiers.map((tier) => (
              <tr key={tier.minRate} data-testid="agent-quota-tier" data-min-rate={tier.minRate}>
                <th scope="row">≥ {formatRate(tier.minRate, language)}</th>
                <td>{t('agent_quota_of', { used: tier.used.toLocaleString(language), quota: tier.quota.toLocaleString(language) })}</td>
                <td className={tier.remaining <= 0 ? 'agent-down' : undefined}>{tier.remaining.toLocaleString(language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="agent-note">{t('agent_quota_hint')}</p>
    </section>
  );
}
