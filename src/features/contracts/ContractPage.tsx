/**
 * The three contract pages (SPEC §2 /m/member/agent/getSalaryContract, /getDevidendContract,
 * /getHourContract): one component, the kind from the route. "My contract" (the terms waiting for
 * an answer, the active contract, what it paid) and "Team contracts" (the direct downline agents
 * and the terms offered to them). For those who may hold a contract (SPEC §6: the route's gate).
 * Offline: the last copy the service worker kept, marked as such; answers and proposals wait for a
 * connection. A lazy chunk.
 */
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { CONTRACT_KINDS, type ContractKind } from '../../api/agent-wire';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { href } from '../../routes';
import { appState } from '../../state/app';
import { KIND_ROUTES, KIND_WORDS, kindOfPath } from './contract-rules';
import { LoadNote } from './LoadNote';
import { MyContract } from './MyContract';
import { TeamContracts } from './TeamContracts';
import { useContractOverview } from './useContractData';
import '../../ui/tabs.css';
import './contracts.css';

export default function ContractPage() {
  // The connection and retry texts are in messages; the page's own in contracts.
  useCatalogueArea('messages');
  useCatalogueArea('contracts');
  const [path] = useLocation();
  const kind = kindOfPath(path);
  // A new kind is a new page: its own read, no message carried over.
  return <ContractView key={kind} kind={kind} />;
}

function ContractView({ kind }: { kind: ContractKind }) {
  const { t } = useT();
  const { online } = useSnapshot(appState);
  const overview = useContractOverview(kind);
  return (
    <div className="contracts" data-testid="contract-page" data-kind={kind}>
      <nav className="tabs contracts__kinds" aria-label={t('contract_kinds_nav')}>
        {CONTRACT_KINDS.map((option) => (
          <Link
            key={option}
            href={href(KIND_ROUTES[option])}
            replace
            className={`tabs__tab contracts__kind${option === kind ? ' tabs__tab--active' : ''}`}
            aria-current={option === kind ? 'page' : undefined}
          >
            {t(KIND_WORDS[option].name)}
          </Link>
        ))}
      </nav>
      <div className="contracts__body">
        <h2 className="contracts__title">{t(KIND_WORDS[kind].heading)}</h2>
        <p className="contract-note">{t(KIND_WORDS[kind].basis)}</p>
        {!online && overview.value && (
          <p className="contract-offline" role="status" data-testid="contract-last-copy">
            {t('contract_last_copy')}
          </p>
        )}
        {overview.value ? (
          <>
            <MyContract kind={kind} mine={overview.value.mine} onChanged={overview.reload} />
            <TeamContracts kind={kind} team={overview.value.team} maxOffer={overview.value.maxOffer} siteCap={overview.value.siteCap} onChanged={overview.reload} />
          </>
        ) : (
          <LoadNote loaded={overview} />
        )}
      </div>
    </div>
  );
}
