/**
 * Withdraw calls, mounted from the registry: settings and banks, bank cards, the payment
 * password, the withdrawal itself and its report; and the operator's queue and decision.
 * Trial guests (type 4) play with credit that is never money: every call that would store a
 * card, a password or move money answers 403 `trial_no_money`.
 */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import { toCents } from '../../src/api/money';
import type { AppDeps } from '../deps';
import { failure } from '../lib/envelope';
import { addCard, listCards, setDefaultCard } from './bank-cards';
import { checkPaymentPassword, paymentPasswordStatus, setPaymentPassword } from './payment-password';
import { decideWithdrawal, requestWithdrawal } from './withdrawals';
import { answerRefusal } from '../lib/refusal';
import { operatorWithdrawals, withdrawReport } from './withdrawals-report';
import { withdrawSettings } from './withdrawals-settings';
import { mount } from '../http/mount';


export function withdrawRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();

  mount(app, ENDPOINTS.withdrawSettings, deps, async (_c, { ok }) => ok(await withdrawSettings(db)));

  mount(app, ENDPOINTS.bankCards, deps, async (c, { ok }) => ok(await listCards(db, c.var.member.id)));

  mount(app, ENDPOINTS.bankCardAdd, deps, async (c, { body, ok }) => {
    const outcome = await addCard(db, c.var.member.id, body);
    if (outcome.ok) return ok(outcome.card);
    if (outcome.reason === 'invalid') return failure(c, 400, ERROR_CODE.bankCardInvalid, `${outcome.field}: not a usable bank card`, { field: outcome.field });
    if (outcome.reason === 'limit') return failure(c, 409, ERROR_CODE.bankCardLimit, `At most ${outcome.maxCards} bank cards`, { maxCards: outcome.maxCards });
    return failure(c, 409, ERROR_CODE.bankCardDuplicate, 'This card is already on the account');
  });

  mount(app, ENDPOINTS.bankCardDefault, deps, async (c, { body: { id }, ok }) => {
    const list = await setDefaultCard(db, c.var.member.id, id);
    return list ? ok(list) : failure(c, 404, ERROR_CODE.bankCardNotFound, `No bank card ${id}`);
  });

  mount(app, ENDPOINTS.paymentPasswordStatus, deps, async (c, { ok }) => ok(await paymentPasswordStatus(db, c.var.member.id)));

  mount(app, ENDPOINTS.paymentPasswordSet, deps, async (c, { body, ok }) => {
    const outcome = await setPaymentPassword(db, c.var.member.id, body.password, body.confirmPassword);
    if (outcome.ok) return ok(outcome.status);
    if (outcome.reason === 'format') return failure(c, 400, ERROR_CODE.invalidParameter, 'password: must be 6 digits', { field: 'password' });
    if (outcome.reason === 'mismatch') return failure(c, 400, ERROR_CODE.confirmationMismatch, 'The two passwords differ', { field: 'confirmPassword' });
    return failure(c, 409, ERROR_CODE.paymentPasswordAlreadySet, 'The payment password is set already');
  });

  mount(app, ENDPOINTS.withdraw, deps, async (c, { body, key, ok }) => {
    const member = c.var.member;
    const check = await checkPaymentPassword(db, member.id, body.paymentPassword);
    if (!check.ok) {
      if (check.reason === 'notSet') return failure(c, 400, ERROR_CODE.paymentPasswordNotSet, 'Set a payment password first');
      if (check.reason === 'locked') {
        return failure(c, 403, ERROR_CODE.paymentPasswordLocked, 'Too many wrong payment passwords: try again later', { lockedUntil: check.lockedUntil });
      }
      return failure(c, 400, ERROR_CODE.paymentPasswordWrong, 'Wrong payment password', { attemptsLeft: check.attemptsLeft });
    }
    const outcome = await requestWithdrawal(db, { memberId: member.id, amountCents: toCents(body.amount), bankCardId: body.bankCardId, idempotencyKey: key });
    return outcome.ok ? ok(outcome.value) : answerRefusal(c, outcome);
  });

  mount(app, ENDPOINTS.withdrawReport, deps, async (c, { query, ok }) => ok(await withdrawReport(db, c.var.member.id, query)));

  mount(app, ENDPOINTS.operatorWithdrawals, deps, async (_c, { query, ok }) => ok(await operatorWithdrawals(db, query)));

  mount(app, ENDPOINTS.operatorWithdrawalDecide, deps, async (c, { body: { id, decision, note }, ok }) => {
    const outcome = await decideWithdrawal(db, id, decision, note ?? null);
    return outcome.ok ? ok(outcome.value) : answerRefusal(c, outcome);
  });

  return app;
}
