/**
 * Affiliate links and the quota (SPEC §7): the quota per minimum rate, the agent's links newest
 * first (address, QR code, share, copy, rate, type, how many joined) and the form for a new one.
 */
import { useState } from 'react';
import { AGENT_LINK_MAX, type AgentQuota } from '../../api/agent-wire';
import { useT } from '../../i18n/useT';
import type { Loaded } from '../../ui/useLoaded';
import { LinkCard } from './LinkCard';
import { LoadNote } from './LoadNote';
import { NewLinkForm } from './NewLinkForm';
import { QuotaCard } from './QuotaCard';
import { useLinks } from './useAgentData';

/** `quota` is the page's (it also gives the forms the agent's own rate); a new link re-reads it through `onChanged`. */
export function LinksTab({ quota, onChanged }: { quota: Loaded<AgentQuota>; onChanged: () => void }) {
  const { t, language } = useT();
  // Bumped by a new link: the list reads again.
  const [version, setVersion] = useState(0);
  const links = useLinks(version);
  const list = links.value ? [...links.value.links].sort((a, b) => b.id - a.id) : [];
  return (
    <div className="agent-stack">
      {quota.value ? <QuotaCard quota={quota.value} /> : <LoadNote loaded={quota} />}
      <NewLinkForm
        ownRate={quota.value?.rebateRate}
        onCreated={() => {
          setVersion((n) => n + 1);
          onChanged();
        }}
      />
      <h2 className="agent-heading">{t('agent_links_heading', { used: list.length.toLocaleString(language), max: AGENT_LINK_MAX.toLocaleString(language) })}</h2>
      {links.value ? (
        list.length === 0 ? (
          <p className="agent-card agent-note">{t('agent_links_empty')}</p>
        ) : (
          <ul className="agent-links" aria-label={t('agent_links')}>
            {list.map((link) => (
              <LinkCard key={link.id} link={link} />
            ))}
          </ul>
        )
      ) : (
        <LoadNote loaded={links} />
      )}
    </div>
  );
}
