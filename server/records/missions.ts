/**
 * The reward centre's missions (SPEC §2 /m/rewardCenter, task list CustomerTask; §4 activity
 * status labels). A mission's progress is COMPUTED from the member's real activity in the
 * mission's period, never stored:
 * - daily_signin: the member's sign-ins (table `signins`);
 * - deposit: money deposited, i.e. the ledger's `deposit` transfers into the member's wallet
 *   (a deposit order becomes one when it is paid);
 * - turnover: the stakes of the member's bets SETTLED in the period (./settled-stakes.ts): an
 *   open bet that can still be cancelled, or a void one, counts nowhere;
 * - new_game: games with a bet of the member settled in the period and none settled before it.
 * A daily mission's period is the UTC day; a one-off's is its whole life (starts to ends).
 */
import type { Mission, MissionKind, MissionList, MissionStatus } from '../../src/api/records-wire';
import type { Db, Executor } from '../db/connection';
import type { MissionTable } from '../db/schema';
import { SETTLED, settledAtOf } from './settled-stakes';
import type { Selectable } from 'kysely';

export type MissionRow = Selectable<MissionTable>;

const MONEY_KINDS: ReadonlySet<MissionKind> = new Set(['deposit', 'turnover']);
const FALLBACK_LANGUAGE = 'en';

export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** The period a claim made now belongs to, and the time window its activity counts in. */
export function periodOf(mission: Pick<MissionRow, 'period' | 'starts_at' | 'ends_at'>, now: Date) {
  if (mission.period === 'daily') {
    const day = utcDay(now);
    return { key: day, from: `${day}T00:00:00.000Z`, until: new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString() };
  }
  return { key: 'once', from: mission.starts_at ?? '0000-01-01T00:00:00.000Z', until: mission.ends_at ?? '9999-12-31T23:59:59.999Z' };
}

/** The member's activity of the mission's kind in [from, until), in cents or as a count. */
export async function progressOf(db: Executor, memberId: number, kind: MissionKind, from: string, until: string): Promise<number> {
  if (kind === 'daily_signin') {
    const row = await db
      .selectFrom('signins')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', memberId)
      .where('day', '>=', from.slice(0, 10))
      .where('day', '<', until.slice(0, 10))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  if (kind === 'deposit') {
    const row = await db
      .selectFrom('ledger_transfers')
      .select((eb) => eb.fn.sum<number>('amount_cents').as('cents'))
      .where('member_id', '=', memberId)
      .where('kind', '=', 'deposit')
      .where('created_at', '>=', from)
      .where('created_at', '<', until)
      .executeTakeFirstOrThrow();
    return Number(row.cents ?? 0);
  }
  if (kind === 'turnover') {
    const row = await db
      .selectFrom('bets')
      .select((eb) => eb.fn.sum<number>('stake_cents').as('cents'))
      .where('member_id', '=', memberId)
      .where('status', '=', SETTLED)
      .where(settledAtOf(), '>=', from)
      .where(settledAtOf(), '<', until)
      .executeTakeFirstOrThrow();
    return Number(row.cents ?? 0);
  }
  // new_game: distinct games with a stake settled in the window and none settled before it.
  const row = await db
    .selectFrom('bets as b')
    .select((eb) => eb.fn.count<number>('b.node_id').distinct().as('n'))
    .where('b.member_id', '=', memberId)
    .where('b.status', '=', SETTLED)
    .where(settledAtOf('b'), '>=', from)
    .where(settledAtOf('b'), '<', until)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bets as e')
            .select('e.id')
            .whereRef('e.member_id', '=', 'b.member_id')
            .whereRef('e.node_id', '=', 'b.node_id')
            .where('e.status', '=', SETTLED)
            .where(settledAtOf('e'), '<', from),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** SPEC §4: coming soon before it starts, close after it ends, else by progress and claim. */
export function statusOf(mission: Pick<MissionRow, 'starts_at' | 'ends_at' | 'target'>, progress: number, claimed: boolean, now: Date): MissionStatus {
  const at = now.toISOString();
  if (claimed) return 'claimed';
  if (mission.starts_at && at < mission.starts_at) return 'coming soon';
  if (mission.ends_at && at >= mission.ends_at) return 'close';
  return progress >= Number(mission.target) ? 'claim' : 'process';
}

/** The text in the member's language, else English, else any. */
function localised(json: string, language: string): string {
  try {
    const texts = JSON.parse(json) as Record<string, string>;
    return texts[language] ?? texts[FALLBACK_LANGUAGE] ?? Object.values(texts)[0] ?? '';
  } catch {
    return json;
  }
}

export interface MissionState {
  row: MissionRow;
  periodKey: string;
  progressRaw: number;
  claimed: boolean;
  status: MissionStatus;
}

/** One mission's state for a member now: what a claim checks and what the list shows. */
export async function missionState(db: Executor, memberId: number, row: MissionRow, now: Date): Promise<MissionState> {
  const period = periodOf(row, now);
  const progressRaw = await progressOf(db, memberId, row.kind, period.from, period.until);
  const claim = await db
    .selectFrom('mission_claims')
    .select('id')
    .where('member_id', '=', memberId)
    .where('mission_code', '=', row.code)
    .where('period_key', '=', period.key)
    .executeTakeFirst();
  return { row, periodKey: period.key, progressRaw, claimed: Boolean(claim), status: statusOf(row, progressRaw, Boolean(claim), now) };
}

function toWire(state: MissionState, language: string): Mission {
  const { row } = state;
  const money = MONEY_KINDS.has(row.kind);
  const scale = (n: number) => (money ? n / 100 : n);
  const target = Number(row.target);
  return {
    code: row.code,
    kind: row.kind,
    title: localised(row.title, language),
    description: localised(row.description, language),
    period: row.period,
    periodKey: state.periodKey,
    unit: money ? 'money' : 'count',
    progress: scale(Math.min(state.progressRaw, target)),
    target: scale(target),
    reward: Number(row.reward_cents) / 100,
    status: state.status,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
  };
}

export function missionRow(db: Executor, code: string) {
  return db.selectFrom('missions').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function missionList(db: Db, memberId: number, language: string, now = new Date()): Promise<MissionList> {
  const rows = await db.selectFrom('missions').selectAll().orderBy('sort').orderBy('code').execute();
  const missions: Mission[] = [];
  for (const row of rows) missions.push(toWire(await missionState(db, memberId, row, now), language));
  const day = utcDay(now);
  const signed = await db.selectFrom('signins').select('day').where('member_id', '=', memberId).where('day', '=', day).executeTakeFirst();
  return { day, signedIn: Boolean(signed), missions };
}
