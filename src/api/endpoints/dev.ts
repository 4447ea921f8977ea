/**
 * Development helpers of the reference server (DESIGN §6): sign in as a seeded member without a
 * password, read the SMS/email the server "sent" and the code behind a captcha, read the
 * exactly-once record, switch the status flags. Mounted only when development helpers are
 * enabled; never used by the shipped app.
 */
import { z } from 'zod';
import type { ListValue } from '../catalogue-wire';
import type { DevOutboxEntry, LoginValue } from '../member-wire';
import type { SystemStatus } from '../system-wire';
import { ERROR_CODE } from '../error-codes';
import { PUBLIC_FRESH_READ, PUBLIC_ACTION } from './call-kinds';
import { endpoint } from './define';
import { intParam, text, textParam } from './params';

const account = text(64).min(1, 'is required');

export interface AppliedOp {
  opId: string;
  method: string;
  path: string;
  status: number | null;
  replays: number;
}

export const devEndpoints = {
  devSession: endpoint<LoginValue>()({
    ...PUBLIC_ACTION,
    path: '/dev/session',
    availability: 'dev',
    body: z.object({ account }),
    refusals: { [ERROR_CODE.userNotFound]: 'unknown_error' },
  }),

  /** e2e tests read the code behind a captcha image instead of OCR-ing it. */
  devCaptchaCode: endpoint<{ code: string }>()({
    ...PUBLIC_FRESH_READ,
    path: '/dev/captcha/:captchaId',
    availability: 'dev',
    refusals: { [ERROR_CODE.notFound]: 'unknown_error' },
  }),

  /** e2e tests read where a slider captcha's gap is instead of finding it in the picture. */
  devSlider: endpoint<{ x: number }>()({
    ...PUBLIC_FRESH_READ,
    path: '/dev/slider/:sliderId',
    availability: 'dev',
    refusals: { [ERROR_CODE.notFound]: 'unknown_error' },
  }),

  devOutbox: endpoint<ListValue<DevOutboxEntry>>()({
    ...PUBLIC_FRESH_READ,
    path: '/dev/outbox',
    availability: 'dev',
    query: z.object({ limit: intParam(1, 200).default(50), recipient: textParam(255) }),
  }),

  /** The record behind exactly-once: e2e and the soak check that each op was applied once. */
  devAppliedOps: endpoint<ListValue<AppliedOp>>()({
    ...PUBLIC_FRESH_READ,
    path: '/dev/applied-ops',
    availability: 'dev',
    query: z.object({ account }),
    refusals: { [ERROR_CODE.userNotFound]: 'unknown_error' },
  }),

  /** Strict: a misspelt switch should fail loudly, not silently do nothing. */
  devStatus: endpoint<SystemStatus>()({
    ...PUBLIC_ACTION,
    path: '/dev/status',
    availability: 'dev',
    body: z.strictObject({
      maintenance: z.boolean().optional(),
      regionRestriction: z.boolean().optional(),
      statusReading: z.enum(['errorPages', 'maintenance']).optional(),
    }),
  }),

  /**
   * Close a lottery game's current draw now and draw and settle it, instead of waiting for its
   * schedule: e2e tests see an order settle within seconds.
   */
  devLotteryDraw: endpoint<{ drawNo: string; result: string }>()({
    ...PUBLIC_ACTION,
    path: '/dev/lottery/draw',
    availability: 'dev',
    body: z.strictObject({ gameCode: z.string().min(1).max(64) }),
    refusals: { [ERROR_CODE.gameNotFound]: 'unknown_error' },
  }),

  /** Play a match to full time now and settle its bets (e2e tests see an accumulator settle). */
  devSportsFinish: endpoint<{ matchId: number; homeScore: number; awayScore: number }>()({
    ...PUBLIC_ACTION,
    path: '/dev/sports/finish',
    availability: 'dev',
    body: z.strictObject({ matchId: z.number().int().positive() }),
    refusals: { [ERROR_CODE.matchNotFound]: 'unknown_error' },
  }),
};
