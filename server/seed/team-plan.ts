/**
 * The demo agent's team, as data (pure, deterministic): who is under whom, at what rate and type,
 * when they joined (days before the seed's `now`), with which link code; the agents' quotas and
 * links. server/seed/team.ts writes it; the README's demo accounts name `subagent`.
 *
 * `agent` (2.00%)
 * ├─ level A: subagent 1.80%, subagent2 1.70%, subagent3 1.60%, subagent4 1.50% (agents),
 * │           team_a01…team_a16 (members, 0.50%–1.00%)
 * ├─ level B: under each level-A agent 10: 2 agents (its rate − 0.30% and − 0.50%) and 8 members
 * │           (team_b01…team_b40; team_b01, b02, b11, b12, b21, b22, b31, b32 are the agents)
 * └─ level C: under each level-B agent 18 members (team_c001…team_c144)
 * 20 + 40 + 144 = 204 members under `agent`.
 */
import { AGENT_TYPE, MEMBER_TYPE } from '../../src/api/member-types';
import { createRng } from './prng';

export const ROOT_ACCOUNT = 'agent';
export const ROOT_RATE_BP = 200;
/** The one seeded downline with a password (scrypt is slow: the rest have none). */
export const SUBAGENT = { account: 'subagent', password: 'sub12345' } as const;

export interface PlannedMember {
  account: string;
  nickname: string;
  type: number;
  rateBp: number;
  uplineAccount: string;
  level: 1 | 2 | 3;
  /** Joined this long before the seed's `now`, in hours. */
  joinedHoursAgo: number;
  /** The link code it joined with, if any. */
  affiliateCode: string | null;
}

export interface PlannedLink {
  agentAccount: string;
  code: string;
  rateBp: number;
  type: number;
  createdHoursAgo: number;
}

export const TEAM_LINKS: readonly PlannedLink[] = [
  { agentAccount: ROOT_ACCOUNT, code: 'AGT100', rateBp: 100, type: MEMBER_TYPE, createdHoursAgo: 95 * 24 },
  { agentAccount: ROOT_ACCOUNT, code: 'AGT150', rateBp: 150, type: AGENT_TYPE, createdHoursAgo: 95 * 24 },
  { agentAccount: SUBAGENT.account, code: 'SUB080', rateBp: 80, type: MEMBER_TYPE, createdHoursAgo: 85 * 24 },
];

/** The root's tiers (min 1.90%: 1, so a second downline raised to 1.90% is refused). */
const ROOT_QUOTAS = [
  { minBp: 190, quota: 1 },
  { minBp: 180, quota: 6 },
  { minBp: 150, quota: 25 },
];

/** Every seeded agent's tiers: room for one just under its rate, three a little lower, 20 below. */
export function quotasFor(account: string, rateBp: number): { minBp: number; quota: number }[] {
  if (account === ROOT_ACCOUNT) return ROOT_QUOTAS;
  return [
    { minBp: Math.max(0, rateBp - 80), quota: 20 },
    { minBp: Math.max(0, rateBp - 30), quota: 3 },
    { minBp: Math.max(0, rateBp - 10), quota: 1 },
  ];
}

const LEVEL_A_AGENTS = [
  { account: SUBAGENT.account, nickname: 'Sub Agent', rateBp: 180 },
  { account: 'subagent2', nickname: 'Sub Agent 2', rateBp: 170 },
  { account: 'subagent3', nickname: 'Sub Agent 3', rateBp: 160 },
  { account: 'subagent4', nickname: 'Sub Agent 4', rateBp: 150 },
];
const LEVEL_A_RATES = [50, 50, 60, 60, 70, 70, 75, 80, 80, 85, 90, 90, 95, 100, 100, 100];
const LEVEL_B_MEMBER_RATES = [30, 40, 50, 50, 60, 70, 80, 80];
const LEVEL_C_RATES = [20, 25, 30, 35, 40, 45, 50, 55, 60];
const LEVEL_C_PER_AGENT = 18;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const link = (upline: string, rateBp: number, type: number) =>
  TEAM_LINKS.find((l) => l.agentAccount === upline && l.rateBp === rateBp && l.type === type)?.code ?? null;

export function planTeam(): PlannedMember[] {
  const rng = createRng('team/plan');
  const hours = (fromDays: number, toDays: number) => rng.int(toDays * 24, fromDays * 24);
  const out: PlannedMember[] = [];
  const add = (m: Omit<PlannedMember, 'affiliateCode'>) => out.push({ ...m, affiliateCode: link(m.uplineAccount, m.rateBp, m.type) });

  for (const [i, a] of LEVEL_A_AGENTS.entries()) {
    add({ ...a, type: AGENT_TYPE, uplineAccount: ROOT_ACCOUNT, level: 1, joinedHoursAgo: (90 - i) * 24 });
  }
  for (const [i, rateBp] of LEVEL_A_RATES.entries()) {
    const account = `team_a${pad(i + 1, 2)}`;
    // The last two joined in the last days: the KPI's default week has new members.
    const joinedHoursAgo = i >= 14 ? hours(6 - (i - 14) * 4, 1) : hours(85, 20);
    add({ account, nickname: `Team A${i + 1}`, type: MEMBER_TYPE, rateBp, uplineAccount: ROOT_ACCOUNT, level: 1, joinedHoursAgo });
  }

  let c = 0;
  for (const [i, a] of LEVEL_A_AGENTS.entries()) {
    for (let j = 0; j < 10; j++) {
      const n = i * 10 + j + 1;
      const account = `team_b${pad(n, 2)}`;
      const isAgent = j < 2;
      const rateBp = isAgent ? a.rateBp - (j === 0 ? 30 : 50) : LEVEL_B_MEMBER_RATES[j - 2]!;
      const joinedHoursAgo = isAgent ? hours(80, 70) : hours(70, 3);
      add({ account, nickname: `Team B${n}`, type: isAgent ? AGENT_TYPE : MEMBER_TYPE, rateBp, uplineAccount: a.account, level: 2, joinedHoursAgo });
      if (!isAgent) continue;
      for (let k = 0; k < LEVEL_C_PER_AGENT; k++) {
        c += 1;
        const member = `team_c${pad(c, 3)}`;
        add({
          account: member,
          nickname: `Team C${c}`,
          type: MEMBER_TYPE,
          rateBp: LEVEL_C_RATES[k % LEVEL_C_RATES.length]!,
          uplineAccount: account,
          level: 3,
          joinedHoursAgo: hours(65, 2),
        });
      }
    }
  }
  return out;
}
