/**
 * Catalogue areas that load with the chunk that needs them instead of with the first frame
 * (DESIGN §8 budget): `settings` (settings popups, status and download pages), `messages`
 * (form and error texts) and `account` (the account pages). The keys are
 * still typed (the locale index declares them), so a lazy component calls `useCatalogueArea` before
 * its first `t()` and suspends until its texts are in i18next — in the current language and in the
 * English fallback.
 */
import i18next from 'i18next';
import { use } from 'react';
import { loadLanguage } from './index';
import { useT } from './useT';

type Loader = () => Promise<{ default: Record<string, string> }>;

const AREAS: Record<'settings' | 'messages' | 'account' | 'notices' | 'promotions' | 'support' | 'pages' | 'deposit' | 'withdraw' | 'wallet' | 'member' | 'vip' | 'records' | 'profile' | 'agent' | 'contracts' | 'lottery' | 'sports' | 'arena', Record<string, Loader>> = {
  settings: {
    en: () => import('./locales/en/settings.json'),
    bn: () => import('./locales/bn/settings.json'),
    zh: () => import('./locales/zh/settings.json'),
  },
  // Form validation and error texts (SPEC §5, §8): the account forms load them.
  messages: {
    en: () => import('./locales/en/messages.json'),
    bn: () => import('./locales/bn/messages.json'),
    zh: () => import('./locales/zh/messages.json'),
  },
  // Labels and texts of the account pages (login, register, forgot, change password).
  account: {
    en: () => import('./locales/en/account.json'),
    bn: () => import('./locales/bn/account.json'),
    zh: () => import('./locales/zh/account.json'),
  },
  // Announcements and the help centre.
  notices: {
    en: () => import('./locales/en/notices.json'),
    bn: () => import('./locales/bn/notices.json'),
    zh: () => import('./locales/zh/notices.json'),
  },
  promotions: {
    en: () => import('./locales/en/promotions.json'),
    bn: () => import('./locales/bn/promotions.json'),
    zh: () => import('./locales/zh/promotions.json'),
  },
  // The inbox and the live chat.
  support: {
    en: () => import('./locales/en/support.json'),
    bn: () => import('./locales/bn/support.json'),
    zh: () => import('./locales/zh/support.json'),
  },
  // The deposit page and report, the withdraw page, cards and report, "My wallet" (transactions, transfer).
  deposit: {
    en: () => import('./locales/en/deposit.json'),
    bn: () => import('./locales/bn/deposit.json'),
    zh: () => import('./locales/zh/deposit.json'),
  },
  withdraw: {
    en: () => import('./locales/en/withdraw.json'),
    bn: () => import('./locales/bn/withdraw.json'),
    zh: () => import('./locales/zh/withdraw.json'),
  },
  wallet: {
    en: () => import('./locales/en/wallet.json'),
    bn: () => import('./locales/bn/wallet.json'),
    zh: () => import('./locales/zh/wallet.json'),
  },
  // The member centre; VIP and rebate; bet records and the reward centre; personal settings and feedback.
  member: {
    en: () => import('./locales/en/member.json'),
    bn: () => import('./locales/bn/member.json'),
    zh: () => import('./locales/zh/member.json'),
  },
  vip: {
    en: () => import('./locales/en/vip.json'),
    bn: () => import('./locales/bn/vip.json'),
    zh: () => import('./locales/zh/vip.json'),
  },
  records: {
    en: () => import('./locales/en/records.json'),
    bn: () => import('./locales/bn/records.json'),
    zh: () => import('./locales/zh/records.json'),
  },
  profile: {
    en: () => import('./locales/en/profile.json'),
    bn: () => import('./locales/bn/profile.json'),
    zh: () => import('./locales/zh/profile.json'),
  },
  // The agent programme: the agent home (KPI, downlines, links); the contract pages and the home alert.
  agent: {
    en: () => import('./locales/en/agent.json'),
    bn: () => import('./locales/bn/agent.json'),
    zh: () => import('./locales/zh/agent.json'),
  },
  contracts: {
    en: () => import('./locales/en/contracts.json'),
    bn: () => import('./locales/bn/contracts.json'),
    zh: () => import('./locales/zh/contracts.json'),
  },
  // The lottery: draws, numero, orders and results.
  lottery: {
    en: () => import('./locales/en/lottery.json'),
    bn: () => import('./locales/bn/lottery.json'),
    zh: () => import('./locales/zh/lottery.json'),
  },
  // The sportsbook: matches, the bet slip and bets.
  sports: {
    en: () => import('./locales/en/sports.json'),
    bn: () => import('./locales/bn/sports.json'),
    zh: () => import('./locales/zh/sports.json'),
  },
  // The live tables, the leaderboard and the fishing labels.
  arena: {
    en: () => import('./locales/en/arena.json'),
    bn: () => import('./locales/bn/arena.json'),
    zh: () => import('./locales/zh/arena.json'),
  },
  // Install guides, the in-app frame and the terms.
  pages: {
    en: () => import('./locales/en/pages.json'),
    bn: () => import('./locales/bn/pages.json'),
    zh: () => import('./locales/zh/pages.json'),
  },
};

export type CatalogueArea = keyof typeof AREAS;

const loading = new Map<string, Promise<void>>();

function loadOne(area: CatalogueArea, language: string): Promise<void> {
  const load = AREAS[area][language];
  if (!load) return Promise.resolve();
  const key = `${area}:${language}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = (async () => {
      // The language's main catalogue first: loadLanguage skips a language that has any bundle.
      await loadLanguage(language);
      const { default: texts } = await load();
      i18next.addResourceBundle(language, 'translation', texts, true, false);
    })();
    pending.catch(() => loading.delete(key)); // a failed chunk load may be retried later
    loading.set(key, pending);
  }
  return pending;
}

const combined = new Map<string, Promise<void>>();

/**
 * Load an area in a language and in the English fallback. The same promise for the same pair,
 * as React's `use` requires.
 */
export function loadCatalogueArea(area: CatalogueArea, language: string): Promise<void> {
  if (language === 'en') return loadOne(area, 'en');
  const key = `${area}:${language}`;
  let pending = combined.get(key);
  if (!pending) {
    pending = Promise.all([loadOne(area, language), loadOne(area, 'en')]).then(() => undefined);
    pending.catch(() => combined.delete(key));
    combined.set(key, pending);
  }
  return pending;
}

/** Suspends (React `use`) until the area's texts are available in the current language. */
export function useCatalogueArea(area: CatalogueArea): void {
  const { language } = useT();
  use(loadCatalogueArea(area, language));
}
