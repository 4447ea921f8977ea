/**
 * Member types and what they may do (SPEC §6 "Roles and permissions"), shared by the server, the
 * worker and the page so the three agree on who is an agent.
 * - 4 is a trial guest;
 * - 0, 4 and 40 are non-agents (the first reading); for contract checks 41 and 42 are too;
 * - any other type is an agent.
 */
export const TRIAL_TYPE = 4;
/** A plain member account (registration's `type`, an affiliate link opening member accounts). */
export const MEMBER_TYPE = 0;
/** What an affiliate link for agents opens, and the seeded agents' type. */
export const AGENT_TYPE = 1;

/**
 * A trial guest (SPEC §6): plays with trial credit, but keeps no favourites and sees no balance of
 * its own; the server refuses those calls and the page shows neither.
 */
export function isTrialType(type: number | undefined): boolean {
  return type === TRIAL_TYPE;
}

export const NON_AGENT_TYPES: readonly number[] = [0, 4, 40];
export const NON_CONTRACT_TYPES: readonly number[] = [0, 4, 40, 41, 42];

/** The team pages (KPI, downlines, links, rebates, transfers). */
export function isAgentType(type: number | undefined): boolean {
  return type !== undefined && !NON_AGENT_TYPES.includes(type);
}

/** Contracts and the home contract check (SPEC §4, §6: members, not guests, and agents only). */
export function mayHoldContract(type: number | undefined): boolean {
  return type !== undefined && !NON_CONTRACT_TYPES.includes(type);
}
