/**
 * The reward centre's rules, pure so they are tested without a browser: each mission's status
 * words, what its button offers to do, and how its progress reads.
 */
import type { Mission, MissionStatus } from '../../api/records-wire';
import type { MessageKey } from '../../i18n';
import type { RouteName } from '../../routes';

export const STATUS_KEYS: Record<MissionStatus, MessageKey> = {
  process: 'records_status_process',
  claim: 'records_status_claim',
  claimed: 'records_status_claimed',
  'coming soon': 'records_status_coming_soon',
  close: 'records_status_close',
};

/** What a mission's button does: sign in, go where the activity happens, claim, or nothing. */
export type MissionAction = { kind: 'signIn' } | { kind: 'go'; route: RouteName } | { kind: 'claim' } | { kind: 'none' };

export function missionAction(mission: Pick<Mission, 'kind' | 'status'>, signedIn: boolean): MissionAction {
  if (mission.status === 'claim') return { kind: 'claim' };
  if (mission.status !== 'process') return { kind: 'none' };
  if (mission.kind === 'daily_signin') return signedIn ? { kind: 'none' } : { kind: 'signIn' };
  if (mission.kind === 'deposit') return { kind: 'go', route: 'voucherCenter' };
  return { kind: 'go', route: 'home' };
}

/** The bar's fill, 0–100. */
export function progressPercent(mission: Pick<Mission, 'progress' | 'target'>): number {
  if (mission.target <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((mission.progress / mission.target) * 100)));
}

/** Progress figures: money as the app writes it (`money`), counts as whole numbers. */
export function progressFigure(mission: Pick<Mission, 'unit'>, value: number, money: (units: number) => string): string {
  return mission.unit === 'money' ? money(value) : String(value);
}
