/**
 * Every lazy page's chunk by page kind (Routes renders them), and the start-up fetch of what the
 * page a visit opens on needs for its first screen. Left to the renders, an account page loads in
 * three steps — the account chunk, then its form's chunk, then the form's texts — a round trip
 * each on a phone's network; fetched here they come together, beside the database and catalogue.
 */
import type { ComponentType } from 'react';
import { ACCOUNT_AREAS, ACCOUNT_PAGE_LOADERS } from '../features/account/start';
import { loadCatalogueArea } from '../i18n/areas';
import { ALIASES, routeFor, type PageKind } from '../routes';

type Loader = () => Promise<{ default: ComponentType }>;

// WARNING: bundle boundary — each loader is a lazy chunk of its own.
export const PAGE_CHUNKS = {
  download: () => import('../features/download/DownloadPage'),
  gameCenter: () => import('../features/games/GameCenterPage'),
  provider: () => import('../features/games/ProviderPage'),
  providers: () => import('../features/games/ProvidersPage'),
  category: () => import('../features/games/CategoryPage'),
  account: () => import('../features/account/AccountPages'),
  member: () => import('../features/member/MemberHomePage'),
  notice: () => import('../features/notices/NoticePages'),
  help: () => import('../features/help/HelpPages'),
  activity: () => import('../features/promotions/PromotionPages'),
  inbox: () => import('../features/inbox/InboxPages'),
  chat: () => import('../features/chat/LiveChatPage'),
  outerApp: () => import('../features/pages/OuterAppPage'),
  guide: () => import('../features/pages/GuidePage'),
  deposit: () => import('../features/deposit/DepositPage'),
  withdraw: () => import('../features/withdraw/WithdrawPage'),
  wallet: () => import('../features/wallet/WalletPage'),
  vip: () => import('../features/vip/VipBenefitsPage'),
  rebate: () => import('../features/vip/RebatePage'),
  records: () => import('../features/records/BetRecordsPage'),
  rewards: () => import('../features/rewards/RewardCentrePage'),
  profile: () => import('../features/profile/PersonalSettingsPage'),
  feedback: () => import('../features/profile/FeedbackPage'),
  agent: () => import('../features/agent/AgentHomePage'),
  agentContract: () => import('../features/contracts/ContractPage'),
  lottery: () => import('../features/lottery/LotteryPages'),
  sports: () => import('../features/sports/SportsPages'),
  rank: () => import('../features/arena/RankPage'),
} satisfies Partial<Record<PageKind, Loader>>;

/** Start fetching the chunks (and texts) of the page at `path`; failures are left to the render. */
export function preloadPage(path: string, language: string): void {
  const target = ALIASES[path] ?? path;
  const kind = routeFor(target)?.page;
  if (!kind || !(kind in PAGE_CHUNKS)) return;
  const loads: Promise<unknown>[] = [PAGE_CHUNKS[kind as keyof typeof PAGE_CHUNKS]()];
  if (kind === 'account') {
    const form = ACCOUNT_PAGE_LOADERS[target];
    if (form) loads.push(form(), ...ACCOUNT_AREAS.map((area) => loadCatalogueArea(area, language)));
  }
  for (const load of loads) load.catch(() => undefined);
}
