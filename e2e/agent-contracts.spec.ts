/**
 * Agent contracts (SPEC §2 the three contract pages; §3 contract requests; §4 "Contracts on home";
 * §6 roles) in the built app against the real server and its demo team: the home alert for a
 * pending request and Go to its page, Accept; the demo agent proposing a daily salary through its
 * team section, the downline accepting it, playing, the operator's settlement paying today's
 * turnover × rate once (the header follows); the tier editor's cap (what the agent may offer: its
 * own contract, within the site's cap) and the server's own refusal;
 * the gate; offline. Pictured at 390×844 in English and Bangla.
 */
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page, SERVICE_WORKER } from './fixtures';
import { databasePath } from '../server/db/connection';
import type { LobbyDatabase } from '../server/db/schema';
import { bpToScale, CAP_SCALE, capOf, incentiveCaps } from '../server/agent/caps';
import type { ContractTier } from '../src/api/agent-wire';
import { ENDPOINTS } from '../src/api/endpoints';
import { balanceOf } from './api';
import { atPath, playTile, shot, shownAmount, TEST_DEFAULTS, tiles, useEnglish, waitForServiceWorker } from './helpers';
import { asOperator } from './operator';
import { ownOperatorServerForFile } from './own-server';
import { signInAs } from './session';
import { href } from '../src/routes';

// The settlement run and the rounds move the team's money, and the proposals change its
// contracts: a server of our own keeps that away from the specs on the shared one (the agent home
// spec changes the same team); in order, since each test starts where the last one ended.
test.describe.configure({ mode: 'serial' });
// The operator's settlement run exists only on a server started with the key.
const server = ownOperatorServerForFile();

const DAY_MS = 86_400_000;
const contractPath = { salary: href('agentSalaryContract'), dividend: href('agentDividendContract'), hourly: href('agentHourContract') };

/** The server's database, read-only: the figures the test checks the pages against come from its rows. */
async function readDb<T>(read: (db: Kysely<LobbyDatabase>) => Promise<T>): Promise<T> {
  const db = new Kysely<LobbyDatabase>({ dialect: new SqliteDialect({ database: new SQLite(databasePath(server.dataDir), { readonly: true, fileMustExist: true }) }) });
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}

const memberId = (account: string) =>
  readDb(async (db) => (await db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id);

const contractsOf = (downlineId: number) =>
  readDb((db) => db.selectFrom('agent_contracts').selectAll().where('downline_id', '=', downlineId).orderBy('id').execute());

/** A second person on another phone. */
async function otherPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return { context, page: await context.newPage() };
}

/** Terms proposed straight through the call (for the tests about the answering side). */
async function propose(request: APIRequestContext, token: string, body: { kind: string; memberId: number; tiers: ContractTier[] }): Promise<void> {
  const res = await request.post(`${server.url}${ENDPOINTS.agentProposeContract.path}`, {
    headers: { Authorization: token, 'Idempotency-Key': crypto.randomUUID() },
    data: body,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Home, once the contract check has answered (whatever it answered). */
async function homeChecked(page: Page): Promise<void> {
  const checked = page.context().waitForEvent('response', (res) => res.url().includes(ENDPOINTS.agentContractRequests.path));
  await page.goto(`${server.url}${href('home')}`);
  await checked;
  await expect(page.getByTestId('balance')).toBeVisible();
}

test('a pending request alerts on home; Go opens it; Accept makes it active and home stops alerting', async ({ context, page }) => {
  await signInAs(context, server.url, 'subagent', TEST_DEFAULTS);
  const subagent = await memberId('subagent');
  const pendingHourly = (await contractsOf(subagent)).find((c) => c.kind === 'hourly' && c.state === 'pending');
  expect(pendingHourly, 'the seed leaves subagent an hourly request').toBeTruthy();

  await page.goto(`${server.url}${href('home')}`);
  const alert = page.getByRole('alertdialog');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Contract terms wait for you');
  await expect(alert.getByTestId('contract-alert-text')).toHaveText('Your upline sent you terms to answer: Hourly salary.');
  await shot(page, 'home-alert-en');
  await alert.getByRole('button', { name: 'Go' }).click();

  await expect(page).toHaveURL(atPath(href('agentHourContract')));
  await expect(page.getByRole('heading', { name: 'Hourly salary contract' })).toBeVisible();
  const request = page.getByTestId('contract-pending');
  await expect(request).toContainText('New terms from agent');
  await expect(request.getByTestId('contract-tier')).toHaveCount(JSON.parse(pendingHourly!.tiers).length);
  await shot(page, 'contract-pending-en');
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByTestId('contract-done')).toHaveText('Accepted: these terms are now active.');
  await expect(page.getByTestId('contract-active')).toContainText('Active contract with agent');
  await expect(page.getByTestId('contract-pending')).toHaveCount(0);
  const after = (await contractsOf(subagent)).find((c) => c.id === pendingHourly!.id);
  expect(after?.state).toBe('active');

  await homeChecked(page);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('the agent proposes a daily salary, the downline accepts and plays; the settlement pays today’s turnover × rate once', async ({ browser, context, page, request }) => {
  // The agent, on its phone: the team section of the salary page.
  await signInAs(context, server.url, 'agent', TEST_DEFAULTS);
  const subagent = await memberId('subagent');
  await page.goto(`${server.url}${contractPath.salary}`);
  const row = page.locator('[data-testid="contract-team-row"][data-account="subagent"]');
  await expect(row.getByTestId('contract-team-active')).toBeVisible(); // the seeded salary contract
  await row.getByRole('button', { name: 'Propose new terms' }).click();
  const editor = page.getByRole('dialog', { name: 'Terms for subagent' });
  await expect(editor).toBeVisible();
  // Start from one tier: the editor opens with the active terms.
  while ((await editor.getByTestId('tier-row').count()) > 1) await editor.getByRole('button', { name: /^Remove tier/ }).last().click();
  await editor.locator('input[name="minTurnover-1"]').fill('0');
  await editor.locator('input[name="minActive-1"]').fill('1');
  // Within what the site granted agent (0.75%) and what a slot's stakes may carry, so paid in full.
  await editor.locator('input[name="rate-1"]').fill('0.40');
  await editor.getByRole('button', { name: 'Send proposal' }).click();
  await expect(page.getByTestId('contract-proposed')).toHaveText('Terms sent to subagent: they wait for the answer.');
  await expect(row.getByTestId('contract-team-pending')).toBeVisible();
  const proposed = (await contractsOf(subagent)).filter((c) => c.kind === 'salary' && c.state === 'pending');
  expect(proposed).toHaveLength(1);
  expect(JSON.parse(proposed[0]!.tiers)).toEqual([{ minTurnoverCents: 0, minActive: 1, rateBp: 40 }]);

  // The downline, on its own phone: the alert, Go, Accept.
  const sub = await otherPhone(browser);
  const subLogin = await signInAs(sub.context, server.url, 'subagent', TEST_DEFAULTS);
  await sub.page.goto(`${server.url}${href('home')}`);
  const alert = sub.page.getByRole('alertdialog');
  await expect(alert.getByTestId('contract-alert-text')).toHaveText('Your upline sent you terms to answer: Daily salary.');
  await alert.getByRole('button', { name: 'Go' }).click();
  await expect(sub.page).toHaveURL(/getSalaryContract$/);
  await expect(sub.page.getByTestId('contract-pending')).toContainText('Accepting replaces your active contract of this kind.');
  await sub.page.getByTestId('contract-pending').getByRole('button', { name: 'Accept' }).click();
  await expect(sub.page.getByTestId('contract-done')).toBeVisible();
  await expect(sub.page.getByTestId('contract-active').getByTestId('contract-tier')).toHaveText([`${shownAmount(0)}10.40%`]);
  const salary = (await contractsOf(subagent)).find((c) => c.id === proposed[0]!.id)!;
  expect(salary.state).toBe('active');

  // A few demo rounds of a slot (home's first tile may be a fishing game, played shot by shot).
  await homeChecked(sub.page);
  await expect(sub.page.getByRole('alertdialog')).toHaveCount(0);
  await sub.page.goto(`${server.url}${href('slotGames')}`);
  await playTile(tiles(sub.page).first());
  await expect(sub.page).toHaveURL(/\/play\/[^?]+$/);
  const play = sub.page.locator('#play');
  for (let round = 0; round < 3; round++) {
    await expect(play).toBeEnabled();
    await play.click();
    await expect(sub.page.locator('#result')).not.toHaveText(/Good luck|Connecting/);
  }
  await expect(play).toBeEnabled();

  // The operator settles as if it were a minute past midnight: today is a completed day.
  const now = new Date();
  const todayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const tomorrow = new Date(todayStart.getTime() + DAY_MS);
  const at = new Date(tomorrow.getTime() + 60_000).toISOString();
  const todayKey = todayStart.toISOString().slice(0, 10);
  // Today's team turnover (subagent and everyone below it) per game type, from the bets rows settled today.
  const { turnoverCents, expected } = await readDb(async (db) => {
    const team = db.selectFrom('member_tree').select('member_id').where('ancestor_id', '=', subagent);
    const rows = await db
      .selectFrom('bets')
      .leftJoin('games', 'games.node_id', 'bets.node_id')
      .select((eb) => ['games.category', eb.fn.coalesce(eb.fn.sum<number>('bets.stake_cents'), eb.lit(0)).as('turnover')])
      .where((eb) => eb.or([eb('bets.member_id', '=', subagent), eb('bets.member_id', 'in', team)]))
      .where('bets.status', '=', 'settled')
      .where((eb) => eb(eb.fn.coalesce('bets.settled_at', 'bets.created_at'), '>=', todayStart.toISOString()))
      .where((eb) => eb(eb.fn.coalesce('bets.settled_at', 'bets.created_at'), '<', tomorrow.toISOString()))
      .groupBy('games.category')
      .execute();
    // 0.40% of each game type's turnover, but never more than the site lets a salary take of that
    // type's edge (server/agent/caps.ts); in all, down to the cent.
    const caps = await incentiveCaps(db);
    const scaled = rows.reduce((sum, row) => sum + BigInt(Number(row.turnover)) * BigInt(Math.min(bpToScale(40), capOf(caps, row.category).perStake.salary)), 0n);
    return { turnoverCents: rows.reduce((sum, row) => sum + Number(row.turnover), 0), expected: Number(scaled / BigInt(CAP_SCALE)) / 100 };
  });
  expect(turnoverCents).toBeGreaterThan(0);
  const lastPaymentId = await readDb(async (db) => Number((await db.selectFrom('agent_contract_payments').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0));
  const before = await balanceOf(request, server.url, subLogin.token);

  const run = await asOperator(server.operator, ENDPOINTS.operatorAgentSettle, { body: { at } });
  expect(run.settled).toBeGreaterThan(0);
  const paid = await readDb((db) =>
    db
      .selectFrom('agent_contract_payments')
      .innerJoin('agent_contracts', 'agent_contracts.id', 'agent_contract_payments.contract_id')
      .select(['agent_contract_payments.contract_id', 'period_key', 'amount_cents', 'turnover_cents', 'agent_contracts.kind'])
      .where('agent_contracts.downline_id', '=', subagent)
      .where('agent_contract_payments.id', '>', lastPaymentId)
      .execute(),
  );
  const today = paid.find((p) => p.contract_id === salary.id && p.period_key === todayKey);
  expect(today, 'a payment for today on the new salary contract').toBeTruthy();
  expect(Number(today!.turnover_cents)).toBe(turnoverCents);
  expect(Number(today!.amount_cents) / 100).toBe(expected);
  // Anything else paid to subagent by then is its hourly salary (accepted above), never salary twice.
  expect(paid.filter((p) => p.kind === 'salary')).toHaveLength(1);
  expect(paid.every((p) => p.kind === 'salary' || p.kind === 'hourly')).toBe(true);
  const paidCents = paid.reduce((sum, p) => sum + Number(p.amount_cents), 0);
  const after = await balanceOf(request, server.url, subLogin.token);
  expect(Math.round(after * 100)).toBe(Math.round(before * 100) + paidCents);

  // The downline's page: today's payment, and the header's balance up by what was paid.
  await sub.page.goto(`${server.url}${contractPath.salary}`);
  const payment = sub.page.locator(`[data-testid="contract-payment"][data-period="${todayKey}"]`);
  await expect(payment.getByTestId('contract-payment-amount')).toHaveText(`+${shownAmount(expected)}`);
  await expect(payment).toContainText(`Turnover ${shownAmount(turnoverCents / 100)}`);
  await expect(payment).toContainText('Rate 0.40%');
  await expect(sub.page.getByTestId('balance')).toHaveText(shownAmount((Math.round(before * 100) + paidCents) / 100));
  await shot(sub.page, 'contract-active-payments-en');

  // A second run pays nothing more.
  const again = await asOperator(server.operator, ENDPOINTS.operatorAgentSettle, { body: { at } });
  expect(again).toMatchObject({ settled: 0, paid: 0, amount: 0 });
  expect(await balanceOf(request, server.url, subLogin.token)).toBe(after);
  await sub.context.close();
});

test('a tier above what may be offered is caught in the editor and nothing is proposed; the server refuses it too', async ({ browser, context, page, request }) => {
  await signInAs(context, server.url, 'agent', TEST_DEFAULTS);
  const subagent2 = await memberId('subagent2');
  const beforeCount = (await contractsOf(subagent2)).length;
  await page.goto(`${server.url}${contractPath.salary}`);
  await page.locator('[data-testid="contract-team-row"][data-account="subagent2"]').getByRole('button', { name: /^Propose/ }).click();
  const editor = page.getByRole('dialog', { name: 'Terms for subagent2' });
  await editor.locator('input[name="minTurnover-1"]').fill('0');
  await editor.locator('input[name="minActive-1"]').fill('1');
  await editor.locator('input[name="rate-1"]').fill('3.50');
  await editor.getByRole('button', { name: 'Send proposal' }).click();
  // agent may offer what the site granted it: 0.75%.
  await expect(editor.getByText('At most 0.75%')).toBeVisible();
  await editor.getByRole('button', { name: 'Add a tier' }).click();
  await shot(page, 'tier-editor-en');
  await editor.getByRole('button', { name: 'Send proposal' }).click();
  await expect(editor.getByText('Required').first()).toBeVisible();
  expect((await contractsOf(subagent2)).length).toBe(beforeCount);

  // subagent's own daily salary pays 0.40% (accepted above): 0.50% to its own downline is too much.
  const sub = await otherPhone(browser);
  const subLogin = await signInAs(sub.context, server.url, 'subagent', TEST_DEFAULTS);
  await sub.page.goto(`${server.url}${contractPath.salary}`);
  const firstRow = sub.page.getByTestId('contract-team-row').first();
  const downline = await firstRow.getAttribute('data-account');
  const downlineId = await memberId(downline!);
  const downlineBefore = await contractsOf(downlineId);
  await firstRow.getByRole('button', { name: /^Propose/ }).click();
  const subEditor = sub.page.getByRole('dialog', { name: `Terms for ${downline}` });
  while ((await subEditor.getByTestId('tier-row').count()) > 1) await subEditor.getByRole('button', { name: /^Remove tier/ }).last().click();
  await subEditor.locator('input[name="minTurnover-1"]').fill('0');
  await subEditor.locator('input[name="minActive-1"]').fill('1');
  await subEditor.locator('input[name="rate-1"]').fill('0.50');
  await subEditor.getByRole('button', { name: 'Send proposal' }).click();
  await expect(subEditor.getByText('At most 0.40%')).toBeVisible();
  // Sent anyway, straight to the call: the server refuses it as well.
  const refused = await request.post(`${server.url}${ENDPOINTS.agentProposeContract.path}`, {
    headers: { Authorization: subLogin.token, 'Idempotency-Key': crypto.randomUUID() },
    data: { kind: 'salary', memberId: downlineId, tiers: [{ minTurnover: 0, minActive: 1, rate: 0.5 }] },
  });
  expect([refused.status(), ((await refused.json()) as { errorCode: string }).errorCode]).toEqual([422, 'contract_above_own']);
  expect(await contractsOf(downlineId)).toEqual(downlineBefore);
  await sub.context.close();
});

test('the pages are for agents: demo sees the agents-only notice, a visitor is sent to sign in', async ({ browser, context, page }) => {
  await signInAs(context, server.url, 'demo', TEST_DEFAULTS);
  for (const path of Object.values(contractPath)) {
    await page.goto(`${server.url}${path}`);
    await expect(page.getByTestId('agent-only')).toBeVisible();
    await expect(page.getByTestId('contract-page')).toHaveCount(0);
  }
  // demo is a plain member: home never asks for contract requests.
  let asked = false;
  page.context().on('request', (req) => {
    if (req.url().includes(ENDPOINTS.agentContractRequests.path)) asked = true;
  });
  await page.goto(`${server.url}${href('home')}`);
  await expect(tiles(page).first()).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(asked).toBe(false);

  const visitor = await otherPhone(browser);
  await useEnglish(visitor.context);
  await visitor.page.goto(`${server.url}${contractPath.dividend}`);
  await expect(visitor.page).toHaveURL(atPath(href('login')));
  await visitor.context.close();
});

test('in Bangla: the home alert, a request, an active contract with payments, the tier editor', async ({ browser, context, page, request }) => {
  // A dividend request for subagent, straight from the agent.
  const agentLogin = await signInAs(context, server.url, 'agent', { ...TEST_DEFAULTS, language: 'bn' });
  const subagent = await memberId('subagent');
  await propose(request, agentLogin.token, { kind: 'dividend', memberId: subagent, tiers: [{ minTurnover: 0, minActive: 1, rate: 5 }, { minTurnover: 5000, minActive: 5, rate: 15 }] });

  const sub = await otherPhone(browser);
  await signInAs(sub.context, server.url, 'subagent', { ...TEST_DEFAULTS, language: 'bn' });
  await sub.page.goto(`${server.url}${href('home')}`);
  const alert = sub.page.getByRole('alertdialog');
  await expect(alert.getByTestId('contract-alert-text')).toHaveText('আপনার আপলাইন উত্তরের জন্য শর্ত পাঠিয়েছেন: লভ্যাংশ।');
  await shot(sub.page, 'home-alert-bn');
  await alert.getByRole('button', { name: 'যান' }).click();
  await expect(sub.page).toHaveURL(/getDevidendContract$/);
  await expect(sub.page.getByTestId('contract-pending')).toContainText('agent-এর কাছ থেকে নতুন শর্ত');
  await expect(sub.page.getByTestId('contract-tier')).toHaveCount(2);
  await shot(sub.page, 'contract-pending-bn');
  await sub.page.goto(`${server.url}${contractPath.salary}`);
  await expect(sub.page.getByTestId('contract-payment').first()).toBeVisible();
  await expect(sub.page.getByText('যা প্রদান করা হয়েছে')).toBeVisible();
  await shot(sub.page, 'contract-active-payments-bn');
  await sub.context.close();

  await page.goto(`${server.url}${contractPath.salary}`);
  await page.locator('[data-testid="contract-team-row"][data-account="subagent2"]').getByRole('button', { name: /প্রস্তাব/ }).click();
  const editor = page.getByRole('dialog');
  await editor.locator('input[name="minTurnover-1"]').fill('1000');
  await editor.locator('input[name="minActive-1"]').fill('3');
  await editor.locator('input[name="rate-1"]').fill('0.9');
  await editor.getByRole('button', { name: 'স্তর যোগ করুন' }).click();
  await editor.getByRole('button', { name: 'প্রস্তাব পাঠান' }).click();
  // Figures in the page's digits: agent may offer 0.75%.
  await expect(editor.getByText('সর্বোচ্চ ০.৭৫%', { exact: true })).toBeVisible();
  await shot(page, 'tier-editor-bn');
});

test('offline: a page seen once opens from the device, marked as the last copy; Accept says a connection is needed', { tag: SERVICE_WORKER }, async ({ context, page }) => {
  await signInAs(context, server.url, 'subagent', TEST_DEFAULTS);
  const subagent = await memberId('subagent');
  const pending = (await contractsOf(subagent)).find((c) => c.kind === 'dividend' && c.state === 'pending');
  expect(pending, 'the dividend request made above').toBeTruthy();
  await page.goto(`${server.url}${contractPath.dividend}`);
  await waitForServiceWorker(page);
  // Read once under the service worker, so it has a copy to answer offline.
  await page.reload();
  await expect(page.getByTestId('contract-pending')).toBeVisible();
  await expect(page.getByTestId('contract-last-copy')).toHaveCount(0);

  await context.setOffline(true);
  await page.goto(`${server.url}${contractPath.dividend}`);
  await expect(page.getByTestId('contract-last-copy')).toHaveText('Offline: this is the last copy this device saw.');
  await expect(page.getByTestId('contract-pending')).toContainText('New terms from agent');
  await page.getByTestId('contract-pending').getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByTestId('contract-answer-message')).toHaveText('This needs a connection: try again when you are back online.');
  await expect(page.getByTestId('contract-pending')).toBeVisible();
  await shot(page, 'contract-offline-en');
  await context.setOffline(false);
  expect((await contractsOf(subagent)).find((c) => c.id === pending!.id)?.state).toBe('pending');
});
