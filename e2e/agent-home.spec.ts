/**
 * The agent home (SPEC §2 /m/member/agent/home; §7 "Agent") in the built app against the real
 * server and its seeded team: the overview's figures equal what this test sums from the rows of
 * the server's database (opened read-only), the team search and level filter, a transfer to a
 * level-A member through the ledger (and offline: a connection is needed, the amount kept), the
 * rebate refused above the agent's own rate and by the server, then set; a new affiliate link
 * whose address registers a member into the team; the gate; the home offline. Pictured at 390×844
 * in English and Bangla.
 */
import SQLite from 'better-sqlite3';
import { expect, test, type Browser, type Page, SERVICE_WORKER } from './fixtures';
import { databasePath } from '../server/db/connection';
import type { KpiFigures } from '../src/api/agent-wire';
import { ENDPOINTS } from '../src/api/endpoints';
import { apiFor, balanceOf } from './api';
import { captchaCode } from './codes';
import { atPath, shot, shownAmount, TEST_DEFAULTS, useEnglish, waitForServiceWorker } from './helpers';
import { ownServerForFile } from './own-server';
import { signInAs } from './session';
import { href } from '../src/routes';

// Transfers, rates and a registration change the agent's team: a server of our own keeps that
// away from the specs on the shared one (the contract spec plays as `subagent` in the same team,
// which would move these figures between the sum and the page); in order, each from the last.
test.describe.configure({ mode: 'serial' });
const server = ownServerForFile();

const HOME = href('agentHome');
/** formatAmount in English: grouped thousands, two decimals, a minus for losses. */
const money = (cents: number) => shownAmount(cents / 100);

// ---- the rows, read-only

function readRows<T>(run: (db: SQLite.Database) => T): T {
  const db = new SQLite(databasePath(server.dataDir), { readonly: true, fileMustExist: true });
  try {
    return run(db);
  } finally {
    db.close();
  }
}

const memberId = (account: string) => readRows((db) => (db.prepare('select id from members where account = ?').get(account) as { id: number }).id);
const walletCents = (id: number) =>
  readRows((db) => (db.prepare('select balance_cents as c from ledger_accounts where code = ?').get(`member:${id}:wallet`) as { c: number } | undefined)?.c ?? 0);
const rateBp = (account: string) => readRows((db) => (db.prepare('select rebate_bp as bp from members where account = ?').get(account) as { bp: number }).bp);

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last 7 UTC days up to today, as the page's default period: [from, to) instants. */
function last7Days(): { fromIso: string; toIso: string } {
  const today = Date.parse(`${utcDay(Date.now())}T00:00:00Z`);
  return { fromIso: new Date(today - 6 * DAY_MS).toISOString(), toIso: new Date(today + DAY_MS).toISOString() };
}

type Level = 'A' | 'B' | 'C' | 'team';
interface Expected extends Omit<KpiFigures, 'deposits' | 'withdrawals' | 'turnover' | 'winLoss' | 'commission'> {
  depositCents: number;
  withdrawalCents: number;
  turnoverCents: number;
  winLossCents: number;
  commissionCents: number;
}

/**
 * The figures of src/api/agent-wire.ts summed from rows (settled bets, by when they settled): the
 * team is every member_tree row under the agent (A = depth 1, B = 2, C = 3 and below); commission
 * per direct downline d is the turnover under d (d included) × (agent's rate − d's rate), rounded
 * down to cents per level.
 */
function expectedFigures(agentAccount: string, level: Level): Expected {
  const { fromIso, toIso } = last7Days();
  return readRows((db) => {
    const agent = db.prepare('select id, rebate_bp from members where account = ?').get(agentAccount) as { id: number; rebate_bp: number };
    const depth = level === 'A' ? 'and t.depth = 1' : level === 'B' ? 'and t.depth = 2' : level === 'C' ? 'and t.depth >= 3' : '';
    const one = <T>(query: string, ...args: unknown[]) => db.prepare(query).get(...args) as T;
    const members = one<{ n: number }>(`select count(*) as n from member_tree t join members m on m.id = t.member_id where t.ancestor_id = ? ${depth} and m.created_at < ?`, agent.id, toIso).n;
    const fresh = one<{ n: number }>(
      `select count(*) as n from member_tree t join members m on m.id = t.member_id where t.ancestor_id = ? ${depth} and m.created_at >= ? and m.created_at < ?`,
      agent.id, fromIso, toIso,
    ).n;
    const play = one<{ active: number; stake: number | null; payout: number | null }>(
      `select count(distinct b.member_id) as active, sum(b.stake_cents) as stake, sum(b.payout_cents) as payout
       from member_tree t join bets b on b.member_id = t.member_id
       where t.ancestor_id = ? ${depth} and b.status = 'settled' and coalesce(b.settled_at, b.created_at) >= ? and coalesce(b.settled_at, b.created_at) < ?`,
      agent.id, fromIso, toIso,
    );
    const deposits = one<{ c: number | null }>(
      `select sum(o.amount_cents) as c from member_tree t join deposit_orders o on o.member_id = t.member_id
       where t.ancestor_id = ? ${depth} and o.state = 'paid' and o.decided_at >= ? and o.decided_at < ?`,
      agent.id, fromIso, toIso,
    ).c ?? 0;
    const withdrawals = one<{ c: number | null }>(
      `select sum(w.amount_cents) as c from member_tree t join withdrawals w on w.member_id = t.member_id
       where t.ancestor_id = ? ${depth} and w.state = 'approved' and w.decided_at >= ? and w.decided_at < ?`,
      agent.id, fromIso, toIso,
    ).c ?? 0;
    // Each direct downline's branch (itself and everyone under it), its bets by level.
    const directs = db.prepare('select m.id, m.rebate_bp from member_tree t join members m on m.id = t.member_id where t.ancestor_id = ? and t.depth = 1').all(agent.id) as { id: number; rebate_bp: number }[];
    let commission = 0;
    for (const direct of directs) {
      const spread = Math.max(0, agent.rebate_bp - direct.rebate_bp);
      const byLevel = db.prepare(
        `select case when t.depth >= 3 then 3 else t.depth end as lvl, sum(b.stake_cents) as stake
         from member_tree t join bets b on b.member_id = t.member_id
         where t.ancestor_id = ? ${depth} and b.status = 'settled' and coalesce(b.settled_at, b.created_at) >= ? and coalesce(b.settled_at, b.created_at) < ?
           and (t.member_id = ? or t.member_id in (select member_id from member_tree where ancestor_id = ?))
         group by lvl`,
      ).all(agent.id, fromIso, toIso, direct.id, direct.id) as { lvl: number; stake: number }[];
      for (const row of byLevel) commission += Math.floor((row.stake * spread) / 10_000);
    }
    const stake = play.stake ?? 0;
    return {
      members,
      newMembers: fresh,
      activeMembers: play.active,
      depositCents: deposits,
      withdrawalCents: withdrawals,
      turnoverCents: stake,
      winLossCents: (play.payout ?? 0) - stake,
      commissionCents: commission,
    };
  });
}

async function expectFigures(page: Page, expected: Expected) {
  const kpi = page.getByTestId('agent-kpi');
  await expect(kpi.getByTestId('kpi-members')).toHaveText(expected.members.toLocaleString('en'));
  await expect(kpi.getByTestId('kpi-new')).toHaveText(expected.newMembers.toLocaleString('en'));
  await expect(kpi.getByTestId('kpi-active')).toHaveText(expected.activeMembers.toLocaleString('en'));
  await expect(kpi.getByTestId('kpi-deposits')).toHaveText(money(expected.depositCents));
  await expect(kpi.getByTestId('kpi-withdrawals')).toHaveText(money(expected.withdrawalCents));
  await expect(kpi.getByTestId('kpi-turnover')).toHaveText(money(expected.turnoverCents));
  await expect(kpi.getByTestId('kpi-win-loss')).toHaveText(`${expected.winLossCents > 0 ? '+' : ''}${money(expected.winLossCents)}`);
  await expect(kpi.getByTestId('kpi-commission')).toHaveText(money(expected.commissionCents));
}

// ---- the team list

const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Agent sections' }).getByRole('tab', { name });
const rowOf = (page: Page, account: string) => page.locator(`[data-testid="agent-downline"][data-account="${account}"]`);

async function searchTeam(page: Page, text: string) {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === ENDPOINTS.agentDownlines.path && new URL(r.url()).searchParams.get('search') === text);
  await page.getByRole('searchbox', { name: 'Search the team' }).fill(text);
  await answered;
}

async function openRow(page: Page, account: string) {
  await searchTeam(page, account);
  const row = rowOf(page, account);
  await expect(row).toBeVisible();
  await row.locator('button[aria-expanded]').click();
  return row;
}

// ---- the tests

test('overview (from the member centre’s entry): the last 7 days’ figures equal the rows’ sums, for the whole team and for level A', async ({ context, page }) => {
  await signInAs(context, server.url, 'agent', TEST_DEFAULTS);
  await page.goto(`${server.url}${href('memberHome')}`);
  await page.getByRole('link', { name: 'Agent centre' }).click();
  await expect(page).toHaveURL(atPath(href('agentHome')));
  await expect(page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  const teamSize = readRows((db) => (db.prepare('select count(*) as n from member_tree where ancestor_id = (select id from members where account = ?)').get('agent') as { n: number }).n);
  expect(teamSize).toBeGreaterThanOrEqual(200);
  await expect(page.getByTestId('kpi-team-size')).toHaveText(teamSize.toLocaleString('en'));
  await expect(page.getByTestId('kpi-own-rate')).toHaveText(`${(rateBp('agent') / 100).toFixed(2)}%`);

  const team = expectedFigures('agent', 'team');
  // Figures worth checking: the seed's last 60 days reach into this week.
  expect(team.turnoverCents).toBeGreaterThan(0);
  expect(team.depositCents).toBeGreaterThan(0);
  await expect(page.getByTestId('agent-kpi')).toHaveAttribute('data-level', 'team');
  await expectFigures(page, team);
  await expect(page.getByTestId('kpi-commission-total')).toHaveText(money(team.commissionCents));
  await shot(page, 'agent-overview-en');

  await page.getByRole('group', { name: 'Level' }).getByRole('button', { name: 'Level A' }).click();
  await expect(page.getByTestId('agent-kpi')).toHaveAttribute('data-level', 'A');
  await expectFigures(page, expectedFigures('agent', 'A'));

  // The levels side by side as a chart, drawn from the same answer; its words name each level's figures.
  const chart = page.getByTestId('agent-kpi-chart');
  await expect(chart).toHaveAttribute('data-drawn', 'true');
  await expect(chart.locator('canvas').first()).toBeVisible();
  for (const level of ['A', 'B', 'C'] as const) {
    const figures = expectedFigures('agent', level);
    await expect(chart.getByRole('img')).toHaveAccessibleName(
      new RegExp(`Level ${level}: turnover ${money(figures.turnoverCents)}, deposits ${money(figures.depositCents)}`.replace(/[.]/g, '\\.')),
    );
  }
  await expect(page.getByTestId('kpi-turnover')).toBeVisible();

  // The contract pages are one tap away.
  await expect(page.getByRole('navigation', { name: 'Contracts' }).getByRole('link', { name: 'Daily salary contract' })).toHaveAttribute('href', href('agentSalaryContract'));
});

test('the chart library loads only on the agent pages, never with the home page', async ({ context, page }) => {
  await signInAs(context, server.url, 'agent', TEST_DEFAULTS);
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto(`${server.url}${href('home')}`);
  await expect(page.getByTestId('balance')).toBeVisible();
  expect(scripts.filter((path) => /draw-bars/.test(path))).toEqual([]);
  await page.goto(`${server.url}${HOME}`);
  await expect(page.getByTestId('agent-kpi-chart')).toHaveAttribute('data-drawn', 'true');
  expect(scripts.filter((path) => /draw-bars/.test(path))).toHaveLength(1);
});

test('team: the search finds a downline, the level filter narrows, the P&L report sums its days', async ({ context, page }) => {
  await signInAs(context, server.url, 'agent', TEST_DEFAULTS);
  await page.goto(`${server.url}${HOME}`);
  await tab(page, 'Team').click();
  await expect(page).toHaveURL(/\?tab=team$/);
  const everyone = readRows((db) => (db.prepare('select count(*) as n from member_tree where ancestor_id = (select id from members where account = ?)').get('agent') as { n: number }).n);
  await expect(page.getByTestId('agent-team-count')).toHaveText(`Showing 20 of ${everyone.toLocaleString('en')}`);
  await expect(page.getByTestId('agent-downline')).toHaveCount(20);

  const levelB = readRows((db) => (db.prepare('select count(*) as n from member_tree where depth = 2 and ancestor_id = (select id from members where account = ?)').get('agent') as { n: number }).n);
  await page.getByRole('group', { name: 'Level' }).getByRole('button', { name: 'Level B' }).click();
  await expect(page.getByTestId('agent-team-count')).toHaveText(`Showing 20 of ${levelB}`);
  for (const badge of await page.getByTestId('downline-level').allTextContents()) expect(badge).toBe('B');
  await page.getByRole('button', { name: 'More' }).click();
  await expect(page.getByTestId('agent-downline')).toHaveCount(Math.min(40, levelB));

  await page.getByRole('group', { name: 'Level' }).getByRole('button', { name: 'All levels' }).click();
  const row = await openRow(page, 'subagent3');
  await expect(page.getByTestId('agent-downline')).toHaveCount(1);
  await expect(row.getByTestId('downline-level')).toHaveText('A');
  await expect(row).toContainText('Agent');
  await shot(page, 'agent-team-en');

  // The P&L report of a level-A member with play this week: the days add up to the totals.
  const { fromIso, toIso } = last7Days();
  const player = readRows(
    (db) =>
      db
        .prepare(
          `select m.account, sum(b.stake_cents) as stake, count(*) as bets from members m join member_tree t on t.member_id = m.id and t.depth = 1
           join bets b on b.member_id = m.id where t.ancestor_id = (select id from members where account = 'agent') and m.account like 'team_a%'
           and b.created_at >= ? and b.created_at < ? group by m.account order by stake desc limit 1`,
        )
        .get(fromIso, toIso) as { account: string; stake: number; bets: number },
  );
  const memberRow = await openRow(page, player.account);
  await memberRow.getByRole('button', { name: 'P&L report' }).click();
  const report = page.getByRole('dialog', { name: `P&L report: ${player.account}` });
  await expect(report.getByTestId('report-turnover')).toHaveText(money(player.stake));
  await expect(report.getByTestId('report-bets')).toHaveText(String(player.bets));
  const dayTurnovers = await report.locator('[data-testid="agent-report-day"] td:nth-child(3)').allTextContents();
  expect(dayTurnovers.length).toBeGreaterThan(0);
  // The days as a chart too, over the whole period, the table kept: its words count the days played.
  const reportChart = report.getByTestId('agent-report-chart');
  await expect(reportChart).toHaveAttribute('data-drawn', 'true');
  await expect(reportChart.getByRole('img')).toHaveAccessibleName(new RegExp(`bets on ${dayTurnovers.length} of 7 days`));
  await expect(report.getByTestId('agent-report-days')).toBeVisible();
  expect(dayTurnovers.reduce((sum, text) => sum + Math.round(Number(text.replace(/[^\d.]/g, '')) * 100), 0)).toBe(player.stake);
  await shot(page, 'agent-report-en', false);
  await report.getByRole('button', { name: 'Close' }).click();
  await expect(report).toHaveCount(0);
});

test('transfer 5.00 to a level-A member: the header and both wallets follow; offline it waits and keeps the amount', { tag: SERVICE_WORKER }, async ({ context, page, request }) => {
  const { token } = await signInAs(context, server.url, 'agent', TEST_DEFAULTS);
  const target = 'team_a01';
  const targetId = memberId(target);
  const before = { agent: await balanceOf(request, server.url, token), member: walletCents(targetId) };

  await page.goto(`${server.url}${HOME}?tab=team`);
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(before.agent));
  const row = await openRow(page, target);
  await row.getByRole('button', { name: 'Transfer' }).click();
  const form = row.getByRole('form', { name: `Transfer to ${target}` });
  await form.getByRole('textbox', { name: 'Amount' }).fill('5');
  await form.getByRole('button', { name: `Send to ${target}` }).click();
  const after = money(Math.round(before.agent * 100) - 500);
  await expect(form.getByTestId('agent-transfer-message')).toHaveText(`${shownAmount(5)} sent to ${target}. Your balance is now ${after}.`);
  await expect(page.getByTestId('balance')).toHaveText(shownAmount(before.agent - 5));
  await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
  expect(walletCents(targetId)).toBe(before.member + 500);
  expect(await balanceOf(request, server.url, token)).toBeCloseTo(before.agent - 5, 2);

  // Offline: nothing is sent, the amount stays.
  await context.setOffline(true);
  await form.getByRole('textbox', { name: 'Amount' }).fill('7.25');
  await form.getByRole('button', { name: `Send to ${target}` }).click();
  await expect(form.getByTestId('agent-transfer-message')).toContainText('This needs a connection.');
  await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue('7.25');
  await expect(page.getByTestId('agent-offline')).toBeVisible();
  await context.setOffline(false);
  expect(walletCents(targetId)).toBe(before.member + 500);
});

test('rebate: above the own rate is refused before sending, the server refuses going below a downline’s downlines, a valid rate shows', async ({ context, page }) => {
  await signInAs(context, server.url, 'agent', TEST_DEFAULTS);
  await page.goto(`${server.url}${HOME}?tab=team`);
  const own = rateBp('agent');

  // A member of level A: above the agent's own rate.
  const target = 'team_a02';
  const start = rateBp(target);
  const row = await openRow(page, target);
  await row.getByRole('button', { name: 'Set rebate' }).click();
  const form = row.getByRole('form', { name: `Rebate rate of ${target}` });
  const above = ((own + 50) / 100).toFixed(2);
  await form.getByLabel(/^Rebate rate/).fill(above);
  await form.getByRole('button', { name: 'Save rate' }).click();
  await expect(form.getByText('The rate cannot be above your own rate.')).toBeVisible();
  await expect(form.getByLabel(/^Rebate rate/)).toHaveValue(above);
  expect(rateBp(target)).toBe(start);

  // An agent of level A whose own downlines have more than 0.10%: the server says no.
  const subagent = await openRow(page, 'subagent3');
  const subStart = rateBp('subagent3');
  await subagent.getByRole('button', { name: 'Set rebate' }).click();
  const subForm = subagent.getByRole('form', { name: 'Rebate rate of subagent3' });
  await subForm.getByLabel(/^Rebate rate/).fill('0.10');
  await subForm.getByRole('button', { name: 'Save rate' }).click();
  await expect(subForm.getByTestId('agent-rebate-message')).toHaveText('This downline already gives its own downlines a higher rate: it cannot go below that.');
  await expect(subForm.getByLabel(/^Rebate rate/)).toHaveValue('0.10');
  expect(rateBp('subagent3')).toBe(subStart);

  // A valid rate (below the lowest quota tier, so no place is taken).
  const valid = start === 80 ? '0.85' : '0.80';
  const again = await openRow(page, target);
  await again.getByRole('button', { name: 'Set rebate' }).click();
  const validForm = again.getByRole('form', { name: `Rebate rate of ${target}` });
  await validForm.getByLabel(/^Rebate rate/).fill(valid);
  await validForm.getByRole('button', { name: 'Save rate' }).click();
  await expect(validForm.getByTestId('agent-rebate-message')).toHaveText(`${target} now has ${valid}%.`);
  await expect(again.getByTestId('downline-rate')).toHaveText(`${valid}%`);
  expect(rateBp(target)).toBe(Math.round(Number(valid) * 100));
});

async function registerThrough(browser: Browser, url: string, username: string) {
  const context = await browser.newContext();
  try {
    await useEnglish(context);
    const page = await context.newPage();
    const captcha = page.waitForResponse((r) => new URL(r.url()).pathname === ENDPOINTS.captcha.path && r.ok());
    await page.goto(url);
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel(/^Username/).fill(username);
    await form.getByLabel(/^Password/).fill('secret123');
    await form.getByLabel(/^Confirm password/).fill('secret123');
    await form.getByLabel(/^Captcha/).fill(await captchaCode(page, captcha, server.url));
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(atPath(href('home')));
  } finally {
    await context.close();
  }
}

test('links: a new link with its QR code and address; a member who registers through it joins the team', async ({ browser, context, page }) => {
  const { token } = await signInAs(context, server.url, 'agent', TEST_DEFAULTS);
  await page.goto(`${server.url}${HOME}`);
  await tab(page, 'Links').click();
  await expect(page.getByTestId('agent-quota-tier')).toHaveCount(3);
  const links = page.getByTestId('agent-link');
  // The agent's links as the server has them, and the list showing them all before a new one is
  // made (the list arrives after the tab: a count read at once can be an empty list's).
  const before = (await apiFor(server.url, token).call(ENDPOINTS.agentLinks)).links.length;
  await expect(links).toHaveCount(before);

  const form = page.getByRole('form', { name: 'New link' });
  await form.getByLabel(/^Rebate rate for those who join/).fill('0.90');
  await form.getByRole('radio', { name: 'Members' }).check();
  await form.getByRole('button', { name: 'Create link' }).click();
  await expect(form.getByTestId('agent-link-message')).toHaveText(/^Link [A-Z0-9]{6,10} created at 0\.90%\.$/);
  const code = /Link ([A-Z0-9]+) created/.exec((await form.getByTestId('agent-link-message').textContent()) ?? '')![1]!;
  await expect(links).toHaveCount(before + 1);
  const card = page.locator(`[data-testid="agent-link"][data-code="${code}"]`);
  const url = `${server.url}${href('register')}?affiliateCode=${code}`;
  await expect(card.getByTestId('agent-link-url')).toHaveText(url);
  await expect(card.getByRole('img', { name: `QR code of the link ${code}` }).locator('svg')).toBeVisible();
  await expect(card.getByTestId('agent-link-registered')).toHaveText('0 joined');
  await expect(card).toContainText('0.90%');
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'agent-links-en');

  // Copy puts the whole address on the clipboard and says so.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await card.getByRole('button', { name: `Copy link ${code}` }).click();
  await expect(page.getByTestId('toast')).toHaveText('Link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const username = `aff${Date.now().toString(36).slice(-7)}`;
  await registerThrough(browser, url, username);

  await page.reload();
  await expect(card.getByTestId('agent-link-registered')).toHaveText('1 joined');
  await tab(page, 'Team').click();
  await searchTeam(page, username);
  const joined = rowOf(page, username);
  await expect(joined).toBeVisible();
  await expect(joined.getByTestId('downline-level')).toHaveText('A');
  await expect(joined.getByTestId('downline-rate')).toHaveText('0.90%');
});

test('the gate: a member sees the agents-only message; a visitor goes to log in', async ({ browser }) => {
  const member = await browser.newContext();
  try {
    await signInAs(member, server.url, 'demo', TEST_DEFAULTS);
    const page = await member.newPage();
    await page.goto(`${server.url}${HOME}`);
    await expect(page.getByTestId('agent-only')).toContainText('These pages are for agents.');
    await expect(page.getByRole('link', { name: 'Back to my account' })).toBeVisible();
    await expect(page.getByTestId('agent-home')).toHaveCount(0);
  } finally {
    await member.close();
  }
  const visitor = await browser.newContext();
  try {
    await useEnglish(visitor);
    const page = await visitor.newPage();
    await page.goto(`${server.url}${HOME}`);
    await expect(page).toHaveURL(atPath(href('login')));
    await expect(page.getByText('Sign in with your agent account to open the agent pages.')).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test('offline: the agent home seen once opens from the device with its figures, marked as the last copy', { tag: SERVICE_WORKER }, async ({ context, page }) => {
  await signInAs(context, server.url, 'agent', TEST_DEFAULTS);
  await page.goto(`${server.url}${HOME}`);
  await waitForServiceWorker(page);
  // Read once under the service worker, so it keeps the per-user copy.
  await page.reload();
  const teamSize = await page.getByTestId('kpi-team-size').textContent();
  const turnover = await page.getByTestId('kpi-turnover').textContent();
  expect(teamSize).toBeTruthy();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('agent-offline')).toHaveText('You are offline: this is what you saw last. Changes need a connection.');
  await expect(page.getByTestId('kpi-team-size')).toHaveText(teamSize!);
  await expect(page.getByTestId('kpi-turnover')).toHaveText(turnover!);
  // The chart from the same kept copy, its library from the device too.
  await expect(page.getByTestId('agent-kpi-chart')).toHaveAttribute('data-drawn', 'true');
  await shot(page, 'agent-overview-offline-en');
  await context.setOffline(false);
});

test('in Bangla: overview, team with an open row, report and links, pictured', async ({ context, page }) => {
  await signInAs(context, server.url, 'agent', { ...TEST_DEFAULTS, language: 'bn' });
  await page.goto(`${server.url}${HOME}`);
  await expect(page.getByTestId('kpi-team-size')).toBeVisible();
  await expect(page.getByText('দলের পারফরম্যান্স').first()).toBeVisible();
  await shot(page, 'agent-overview-bn');

  await page.goto(`${server.url}${HOME}?tab=team`);
  const row = page.getByTestId('agent-downline').first();
  await row.locator('button[aria-expanded]').click();
  await row.locator('.agent-downline__actions button').first().click();
  await shot(page, 'agent-team-bn');
  await row.locator('.agent-downline__actions button').last().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByTestId('agent-report-totals')).toBeVisible();
  await shot(page, 'agent-report-bn', false);
  await page.keyboard.press('Escape');

  await page.goto(`${server.url}${HOME}?tab=links`);
  await expect(page.getByTestId('agent-link').first()).toBeVisible();
  await shot(page, 'agent-links-bn');
});
