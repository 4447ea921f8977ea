/**
 * /m/member/agent/home, the agent home (SPEC §2; §7 "Agent"): three tabs by `?tab=` — the
 * overview (KPI per level over a period, the way to the contracts; the default), the team
 * (`team`: search, levels, each downline's figures and actions) and the links (`links`: quota,
 * affiliate links with QR codes, a new link). Agents only (the route's gate). Offline, what the agent
 * has seen shows, marked as the last copy, and writes say a connection is needed. A lazy chunk.
 */
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { useCatalogueArea } from '../../i18n/areas';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { appState } from '../../state/app';
import { session } from '../../state/session';
import { AGENT_TABS, type AgentTab } from './agent-rules';
import { LinksTab } from './LinksTab';
import { OverviewTab } from './OverviewTab';
import { DEFAULT_PERIOD, periodOf, type PeriodKind } from './period';
import { TeamTab } from './TeamTab';
import { useQuota } from './useAgentData';
import { tabFrom } from '../../ui/tab-choice';
import { Tabs } from '../../ui/Tabs';
import './agent.css';

const TAB_KEYS: Record<AgentTab, MessageKey> = {
  overview: 'agent_tab_overview',
  team: 'agent_tab_team',
  links: 'agent_tab_links',
};

export default function AgentHomePage() {
  const { userKey } = useSnapshot(session);
  return <AgentHome key={userKey} />;
}

function AgentHome() {
  // The money and connection texts are in messages; the page's own in agent.
  useCatalogueArea('messages');
  useCatalogueArea('agent');
  const { t } = useT();
  const { online } = useSnapshot(appState);
  const [, navigate] = useLocation();
  const tab = tabFrom(AGENT_TABS, new URLSearchParams(useSearch()).get('tab'));
  const [kind, setKind] = useState<PeriodKind>(DEFAULT_PERIOD);
  // The days a choice stands for are fixed when it is made: a page left open past midnight keeps them.
  const period = useMemo(() => periodOf(kind, new Date()), [kind]);
  const [quotaVersion, setQuotaVersion] = useState(0);
  const quota = useQuota(quotaVersion);
  const ownRate = quota.value?.rebateRate;
  const bumpQuota = () => setQuotaVersion((n) => n + 1);
  const open = (next: AgentTab) => navigate(next === 'overview' ? href('agentHome') : href('agentHome', { tab: next }), { replace: true });

  return (
    <section className="agent" aria-label={t('agent_home')} data-testid="agent-home">
      <Tabs
        className="agent-tabs"
        label={t('agent_tabs')}
        options={AGENT_TABS.map((id) => ({ id, label: t(TAB_KEYS[id]) }))}
        active={tab}
        onSelect={open}
        idPrefix="agent-tab"
        panelId="agent-panel"
      />
      {!online && (
        <p className="agent-offline" role="status" data-testid="agent-offline">
          {t('agent_offline_note')}
        </p>
      )}
      <div id="agent-panel" role="tabpanel" aria-labelledby={`agent-tab-${tab}`} className="agent-panel">
        {tab === 'overview' && <OverviewTab kind={kind} period={period} onKind={setKind} />}
        {tab === 'team' && <TeamTab kind={kind} period={period} onKind={setKind} ownRate={ownRate} onRateSet={bumpQuota} />}
        {tab === 'links' && <LinksTab quota={quota} onChanged={bumpQuota} />}
      </div>
    </section>
  );
}
