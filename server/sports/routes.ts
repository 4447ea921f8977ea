/**
 * The sportsbook's calls (src/api/endpoints/sports.ts) and its dev helper devSportsFinish.
 */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import { toCents } from '../../src/api/money';
import type { AppDeps } from '../deps';
import { failure } from '../lib/envelope';
import { finishNow } from './finish';
import { placeSlip } from './place';
import { betPage, matchList } from './reads';
import { mount } from '../http/mount';
import { answerRefusal } from '../lib/refusal';

export function sportsRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();

  // Never a catalogue cache: the minute, the score and the prices move by the second.
  mount(app, ENDPOINTS.sportsMatches, deps, async (_c, { query, ok }) => ok(await matchList(db, query.status, new Date())));

  mount(app, ENDPOINTS.sportsBets, deps, async (c, { query, ok }) => ok(await betPage(db, c.var.member.id, query.status, query.pageNo, new Date())));

  mount(app, ENDPOINTS.sportsPlaceBet, deps, async (c, { body, key, ok }) => {
    const outcome = await placeSlip(db, { memberId: c.var.member.id, gameCode: body.gameCode, mode: body.mode, stakeCents: toCents(body.stake), legs: body.legs, opKey: key });
    return outcome.ok ? ok(outcome.value) : answerRefusal(c, outcome.refusal);
  });

  // Dev helper: mounted only with the development helpers on.
  mount(app, ENDPOINTS.devSportsFinish, deps, async (c, { body, ok }) => {
    const finished = await finishNow(db, body.matchId, new Date());
    return finished ? ok(finished) : failure(c, 404, ERROR_CODE.matchNotFound, `No match ${body.matchId}`);
  });

  return app;
}
