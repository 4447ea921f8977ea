/** Bet records and the reward centre, mounted from the registry (SPEC §2, §4). */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { AppDeps } from '../deps';
import { failure } from '../lib/envelope';
import { betRecords } from './bet-records';
import { normaliseLanguage } from '../lib/language';
import { missionList } from './missions';
import { claimMission, signIn } from './missions-claim';
import { mount } from '../http/mount';

export function recordsRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();

  mount(app, ENDPOINTS.betRecords, deps, async (c, { query, ok }) => ok(await betRecords(db, c.var.member.id, query)));

  mount(app, ENDPOINTS.missions, deps, async (c, { query, ok }) => ok(await missionList(db, c.var.member.id, normaliseLanguage(query.language))));

  mount(app, ENDPOINTS.missionSignIn, deps, async (c, { ok }) => {
    return ok(await signIn(db, c.var.member.id));
  });

  mount(app, ENDPOINTS.missionClaim, deps, async (c, { body: { code }, ok }) => {
    const outcome = await claimMission(db, c.var.member.id, code);
    if (outcome.ok) return ok(outcome.value);
    if (outcome.reason === 'notFound') return failure(c, 404, ERROR_CODE.notFound, `No mission ${code}`);
    return failure(c, 409, ERROR_CODE.missionNotClaimable, `Mission ${code} has nothing to claim now (status ${outcome.status})`, { code, status: outcome.status });
  });

  return app;
}
