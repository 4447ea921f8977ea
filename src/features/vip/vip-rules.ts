/**
 * The VIP pages' pure rules: how a game type and a rate are worded, and which benefit keys this
 * client can word. (Who may open the pages is the route table's word: src/access.)
 */
import { VIP_BENEFIT_KEYS, type VipBenefit } from '../../api/vip-wire';
import type { MessageKey } from '../../i18n';

/** Game types (the catalogue's categories) in the words the lobby's navigation uses. */
const TYPE_KEYS: Record<string, MessageKey> = {
  RNG: 'slot_games',
  FISH: 'fishing_games',
  LIVE: 'live_games',
  PVP: 'poker_games',
  SPORTS: 'sport_games',
  ESPORTS: 'nav_esports',
  COCKFIGHT: 'nav_cockfight',
  LOTT: 'lottery',
  ELOTT: 'e_lottery',
  INHOUSE: 'in_house_games',
  BINGO: 'bingo_games',
};

export const gameTypeKey = (type: string): MessageKey => TYPE_KEYS[type] ?? 'vip_type_other';

/** The types a level's rate list shows, in the lobby's order. */
export const RATE_TYPES = Object.keys(TYPE_KEYS);

/** "0.6%": a percent as the operator wrote it, no trailing zeros. */
export const formatRate = (rate: number, locale: string) => `${rate.toLocaleString(locale, { maximumFractionDigits: 2 })}%`;

/** A benefit's text key; unknown keys (a newer server) are left out rather than shown raw. */
export function benefitKey(benefit: VipBenefit): MessageKey | null {
  return (VIP_BENEFIT_KEYS as readonly string[]).includes(benefit.key) ? (`vip_benefit_${benefit.key}` as MessageKey) : null;
}

/** 0..1, clamped: a bar never overflows whatever the figures say. */
export const share = (current: number, target: number) => (target <= 0 ? 1 : Math.min(1, Math.max(0, current / target)));

/**
 * How far along one condition is, in percent to one decimal, rounded down: 19,980 of 20,000 reads
 * 99.9, never a 100 that is not met yet; a met condition reads 100 whatever it overshoots by.
 */
export function conditionPercent(condition: { current: number; target: number; met: boolean }): number {
  if (condition.met) return 100;
  return Math.min(99.9, Math.floor(share(condition.current, condition.target) * 1000) / 10);
}

/** "99.9%" in the reader's digits. */
export const formatPercent = (percent: number, locale: string) => `${percent.toLocaleString(locale, { maximumFractionDigits: 1 })}%`;
