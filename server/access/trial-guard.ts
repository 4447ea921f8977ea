/**
 * SPEC §6 on the server: what a trial guest (member type 4) may not do is said once, by the
 * registry entry's `refusesTrial`. mount() puts this guard right after the token check, before
 * the input is read or an Idempotency-Key recorded, so a refused call leaves nothing behind.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { TrialRefusal } from '../../src/api/endpoints';
import { isTrialType } from '../../src/api/member-types';
import { failure } from '../lib/envelope';
import type { AuthVariables } from './auth';

/** What the refusal says, by its code (the page shows its own text for the code). */
const REASONS: Record<TrialRefusal, string> = {
  no_permission: 'Trial accounts cannot use this feature',
  trial_no_money: 'Trial accounts play with credit: no real money moves',
};

/** The guard of an entry that refuses trial guests, answering its code. */
export function refuseTrial(code: TrialRefusal): MiddlewareHandler {
  return async (c, next) => {
    // Runs after requireMember, which has put the member in the context.
    const { member } = (c as Context<{ Variables: AuthVariables }>).var;
    if (isTrialType(member.type)) return failure(c, 403, code, REASONS[code]);
    await next();
  };
}
