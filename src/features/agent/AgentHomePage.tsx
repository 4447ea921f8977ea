/** /m/member/agent/home: the agent home (SPEC §2). Being built: KPI, downlines, affiliate links. */
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';

export default function AgentHomePage() {
  useCatalogueArea('agent');
  const { t } = useT();
  return <h2 data-testid="agent-home">{t('agent_kpi_heading')}</h2>;
}
