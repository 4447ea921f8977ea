/** The way from the agent home to the three contract pages (SPEC §2). */
import { Link } from 'wouter';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';

const CONTRACTS = [
  { route: 'agentSalaryContract', key: 'agent_contract_salary' },
  { route: 'agentDividendContract', key: 'agent_contract_dividend' },
  { route: 'agentHourContract', key: 'agent_contract_hourly' },
] as const;

export function ContractsList() {
  const { t } = useT();
  return (
    <nav className="agent-card agent-contracts" aria-label={t('agent_contracts')}>
      <h2 className="agent-card__title">{t('agent_contracts')}</h2>
      <ul className="agent-contracts__list">
        {CONTRACTS.map(({ route, key }) => (
          <li key={route}>
            <Link className="agent-contracts__link" href={href(route)}>
              <span>{t(key)}</span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
