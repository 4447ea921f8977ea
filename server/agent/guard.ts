/**
 * Who may use the agent calls (SPEC §6): the team calls take any agent type (isAgentType); the
 * contract calls also refuse 41 and 42 (mayHoldContract). Both answer 403 not_agent, the same
 * way, so the client shows one "agents only" notice whatever call it made.
 */
import type { Context } from 'hono';
import { ERROR_CODE } from '../../src/api/error-codes';
import { isAgentType, mayHoldContract } from '../../src/api/member-types';
import type { MemberRecord } from '../db/schema';
import { failure } from '../lib/envelope';

/** The 403 not_agent answer, or null when the member may go on. */
export function agentOrFailure(c: Context, member: Pick<MemberRecord, 'type'>, forContracts = false): Response | null {
  const allowed = forContracts ? mayHoldContract(member.type) : isAgentType(member.type);
  return allowed ? null : failure(c, 403, ERROR_CODE.notAgent, 'Only agents can use the agent programme');
}
