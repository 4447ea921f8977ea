/**
 * SPEC §6 on the server: a trial guest (member type 4) keeps no favourites and sees no balance.
 * Registry entries marked `refusesTrial` get this guard right after the token check, before their
 * input is read or an Idempotency-Key recorded, so a refused call leaves nothing behind.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { ERROR_CODE } from '../../src/api/error-codes';
import { isTrialType } from '../../src/api/member-types';
import { failure } from '../lib/envelope';
import type { AuthVariables } from './auth';

export const refuseTrial: MiddlewareHandler = async (c, next) => {
  // Runs after requireMember, which has put the member in the context.
  const { member } = (c as Context<{ Variables: AuthVariables }>).var;
  if (isTrialType(member.type)) {
    return failure(c, 403, ERROR_CODE.noPermission, 'Trial accounts keep no favourites and have no balance to show');
  }
  await next();
};
