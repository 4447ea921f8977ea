/**
 * The team ("subordinate", SPEC §7): search by account or nickname, a level filter, and the
 * downlines with their figures over the period, 20 a page with "more". A row opens its actions.
 */
import { useState } from 'react';
import { DOWNLINE_PAGE_SIZE } from '../../api/agent-wire';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { LEVEL_FILTERS, type LevelFilter } from './agent-rules';
import { Chips } from './Chips';
import { DownlineRow } from './DownlineRow';
import { LoadNote } from './LoadNote';
import { PeriodPicker } from './PeriodPicker';
import type { Period, PeriodKind } from './period';
import { SearchField } from './SearchField';
import { useDownlines } from './useAgentData';

const FILTER_LABELS: Record<LevelFilter, MessageKey> = {
  0: 'agent_level_all',
  1: 'agent_level_a',
  2: 'agent_level_b',
  3: 'agent_level_c',
};

export function TeamTab({ kind, period, onKind, ownRate, onRateSet }: {
  kind: PeriodKind;
  period: Period;
  onKind: (kind: PeriodKind) => void;
  /** The agent's own rate (the most a downline may get), once known. */
  ownRate: number | undefined;
  /** A downline's rate changed: the quota's use changes with it. */
  onRateSet: () => void;
}) {
  const { t } = useT();
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState<LevelFilter>(0);
  const filters = { ...period, search, level };
  return (
    <div className="agent-stack">
      <PeriodPicker kind={kind} period={period} onKind={onKind} />
      <SearchField value={search} onCommit={setSearch} />
      <Chips
        label={t('agent_level')}
        options={LEVEL_FILTERS.map((value) => ({ value, label: t(FILTER_LABELS[value]) }))}
        value={level}
        onChange={setLevel}
        testId="agent-team-level"
        even
      />
      {/* New filters, a new list from page 1. */}
      <TeamList key={JSON.stringify(filters)} period={period} search={search} level={level} ownRate={ownRate} onRateSet={onRateSet} />
    </div>
  );
}

function TeamList({ period, search, level, ownRate, onRateSet }: {
  period: Period;
  search: string;
  level: LevelFilter;
  ownRate: number | undefined;
  onRateSet: () => void;
}) {
  const [pages, setPages] = useState(1);
  // Bumped by a change to a downline (its rate), so the shown pages read again.
  const [version, setVersion] = useState(0);
  return (
    <div className="agent-team" data-testid="agent-team">
      {Array.from({ length: pages }, (_, index) => (
        <DownlinePage
          key={index + 1}
          pageNo={index + 1}
          last={index + 1 === pages}
          query={{ ...period, search: search || undefined, level: level || undefined }}
          version={version}
          ownRate={ownRate}
          onMore={() => setPages((n) => n + 1)}
          onChanged={() => {
            setVersion((n) => n + 1);
            onRateSet();
          }}
        />
      ))}
    </div>
  );
}

function DownlinePage({ pageNo, last, query, version, ownRate, onMore, onChanged }: {
  pageNo: number;
  last: boolean;
  query: Period & { search?: string; level?: number };
  version: number;
  ownRate: number | undefined;
  onMore: () => void;
  onChanged: () => void;
}) {
  const { t, language } = useT();
  const page = useDownlines({ ...query, pageNo, pageSize: DOWNLINE_PAGE_SIZE }, version);
  if (!page.value) return <LoadNote loaded={page} />;
  const { list, total } = page.value;
  const shown = Math.min(total, (pageNo - 1) * DOWNLINE_PAGE_SIZE + list.length);
  return (
    <>
      {pageNo === 1 && list.length === 0 ? (
        <p className="agent-card agent-note" data-testid="agent-team-empty">
          {t(query.search ? 'agent_team_none_found' : 'agent_team_empty')}
        </p>
      ) : (
        <ul className="agent-downlines" aria-label={t('agent_team_page', { page: pageNo.toLocaleString(language) })}>
          {list.map((downline) => (
            <DownlineRow key={downline.memberId} downline={downline} period={{ from: query.from, to: query.to }} ownRate={ownRate} onChanged={onChanged} />
          ))}
        </ul>
      )}
      {last && total > 0 && (
        <div className="agent-team__foot">
          <p className="agent-note" data-testid="agent-team-count">
            {t('agent_team_shown', { shown: shown.toLocaleString(language), total: total.toLocaleString(language) })}
          </p>
          {shown < total && (
            <button type="button" className="button button--ghost agent-more" onClick={onMore}>
              {t('agent_more')}
            </button>
          )}
        </div>
      )}
    </>
  );
}
