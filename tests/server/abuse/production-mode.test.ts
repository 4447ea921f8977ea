/**
 * Production is not the demo. A server started the production way (its environment, its seed)
 * has none of the demo's money surfaces: no demo member, no balance, no /dev, no simulated
 * gateway, no pay page a member could confirm itself (the demo's "+50,000.00 per order"), and it
 * answers for its own host only. The site's result is read off the ledger before and after the
 * self-crediting attempt.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositMethods, DepositOrder } from '../../../src/api/deposit-wire';
import { ENDPOINTS, fillPath, type EndpointSpec } from '../../../src/api/endpoints';
import { ERROR_CODE } from '../../../src/api/error-codes';
import { FIRST_PAINT_ELEMENT_ID, type FirstPaintData } from '../../../src/api/first-paint';
import type { LoginValue } from '../../../src/api/member-wire';
import type { SystemStatus } from '../../../src/api/system-wire';
import { ACCOUNTS, balanceOf, checkLedger, ledgerHealthy } from '../../../server/ledger';
import { accountClient } from '../account-helpers';
import { envelopeOf, jsonInit, type TestServer } from '../helpers';
import { PUBLIC_ORIGIN, startProductionServer, type ProductionServer } from '../production-helpers';
import { siteResult, siteSnapshot } from './house';
import { href } from '../../../src/routes';

const SHELL = '<!doctype html><html><head><title>Lobby</title></head><body><div id="root"></div></body></html>';

let prod: ProductionServer;
beforeAll(async () => {
  prod = await startProductionServer({ ALLOWED_HOSTS: 'www.lobby.example.com' });
  // The built app's shell, so the first paint is served.
  mkdirSync(prod.env.DIST_DIR, { recursive: true });
  writeFileSync(join(prod.env.DIST_DIR, 'index.html'), SHELL);
});
afterAll(() => prod.close());

const memberPost = (token: string, path: string, body: unknown) => prod.request(path, jsonInit(body, token, { 'Idempotency-Key': crypto.randomUUID() }));

describe('the production seed', () => {
  it('writes the catalogue and the content, and no member and no money', async () => {
    expect((await prod.db.selectFrom('games').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n).toBeGreaterThan(0);
    expect((await prod.db.selectFrom('promotions').select('id').limit(1).execute()).length).toBe(1);
    expect(await prod.db.selectFrom('members').select('account').execute()).toEqual([]);
    expect(await prod.db.selectFrom('ledger_transfers').select('id').limit(1).execute()).toEqual([]);
    expect(await prod.db.selectFrom('affiliate_codes').select('code').execute()).toEqual([]);
    expect(await prod.db.selectFrom('deposit_methods').select('code').execute()).toEqual([]);
  });

  it('lets nobody sign in with the demo accounts', async () => {
    // The account helpers address paths; here they go to the public origin.
    const client = accountClient({ app: { request: prod.request } } as unknown as TestServer);
    for (const [username, password] of [['demo', 'demo1234'], ['agent', 'agent1234'], ['subagent', 'sub12345']]) {
      const { body } = await client.sealed<LoginValue>(ENDPOINTS.login.path, { type: 'username', username, password, captcha: '', captchaId: '' });
      expect(body.success, username).toBe(false);
    }
  });
});

describe('no demo money surface', () => {
  it('has no /dev call', async () => {
    const dev = Object.values(ENDPOINTS as Record<string, EndpointSpec>).filter((e) => e.availability === 'dev');
    expect(dev.length).toBeGreaterThan(0);
    for (const entry of dev) {
      const path = fillPath(entry.path, Object.fromEntries([...entry.path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, 'x'])));
      const res = await prod.request(path, { method: entry.method === 'GET' ? 'GET' : 'POST', headers: { 'Content-Type': 'application/json' }, body: entry.method === 'GET' ? undefined : '{}' });
      expect(res.status, entry.path).toBe(404);
    }
  });

  it('offers no gateway method without a gateway, even one an operator added by hand, and refuses an order for it', async () => {
    await prod.db
      .insertInto('deposit_methods')
      .values({ code: 'CARDPAY', kind: 'gateway', name: 'Card', min_cents: 10_000, max_cents: 5_000_000, quick_amounts: '[]', sort: 1, enabled: 1, payee: null, bank_name: null, account_no: null })
      .execute();
    try {
      const member = await prod.addMember('methods01');
      const methods = await envelopeOf<DepositMethods>(await prod.request(ENDPOINTS.depositMethods.path, { headers: { Authorization: member.token } }));
      expect(methods.success && methods.value.list).toEqual([]);
      const order = await envelopeOf<DepositOrder>(await memberPost(member.token, ENDPOINTS.depositCreate.path, { method: 'CARDPAY', amount: 500 }));
      expect(order.success === false && order.errorCode).toBe(ERROR_CODE.depositMethodUnavailable);
      expect(await prod.db.selectFrom('deposit_orders').select('id').execute()).toEqual([]);
    } finally {
      await prod.db.deleteFrom('deposit_methods').where('code', '=', 'CARDPAY').execute();
    }
  });

  it('gives a member no way to credit itself: the demo attack (order, then "success" at its pay link) moves nothing', async () => {
    const member = await prod.addMember('selfpay01');
    const before = await siteSnapshot(prod.db);
    const clearingBefore = await balanceOf(prod.db, ACCOUNTS.depositClearing('DEMOPAY'));
    // The attack as the demo allows it: any gateway method on offer, else the demo's own code.
    const offered = await envelopeOf<DepositMethods>(await prod.request(ENDPOINTS.depositMethods.path, { headers: { Authorization: member.token } }));
    const gatewayMethod = (offered.success ? offered.value.list : []).find((m) => m.kind === 'gateway' || m.kind === 'ewallet')?.code ?? 'DEMOPAY';
    const payStatuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const order = await envelopeOf<DepositOrder>(await memberPost(member.token, ENDPOINTS.depositCreate.path, { method: gatewayMethod, amount: 50_000 }));
      const payUrl = (order.success && order.value.payUrl) || `/pay/gateway/${'ab'.repeat(16)}`;
      const paid = await prod.request(payUrl, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'outcome=success' });
      payStatuses.push(paid.status);
    }
    const credited = await balanceOf(prod.db, ACCOUNTS.wallet(member.id));
    const result = siteResult(before, await siteSnapshot(prod.db));
    const unpaid = clearingBefore - (await balanceOf(prod.db, ACCOUNTS.depositClearing('DEMOPAY')));
    console.info(`production self-credit: wallet ${credited} cents, unpaid deposits credited ${unpaid} cents, site result ${result.totalCents} cents`);
    expect(payStatuses).toEqual([404, 404, 404]);
    expect(credited).toBe(0);
    expect(unpaid).toBe(0);
    expect(result.totalCents).toBeGreaterThanOrEqual(0);
    expect(ledgerHealthy(await checkLedger(prod.db))).toBe(true);
  });
});

describe('hosts', () => {
  it('refuses a request for another host: an envelope on the API, plain text elsewhere', async () => {
    const api = await prod.request(`https://evil.example${ENDPOINTS.status.path}`);
    expect(api.status).toBe(421);
    expect(await api.json()).toMatchObject({ success: false, errorCode: ERROR_CODE.hostNotAllowed });
    const page = await prod.request('https://evil.example/m/home');
    expect(page.status).toBe(421);
    expect(await page.text()).not.toContain('evil.example');
    expect((await prod.request(`http://127.0.0.1:8080${ENDPOINTS.status.path}`)).status).toBe(421);
  });

  it('answers the public origin on any port and the listed aliases', async () => {
    for (const origin of [PUBLIC_ORIGIN, 'https://lobby.example.com:8443', 'https://www.lobby.example.com']) {
      expect((await prod.request(`${origin}${ENDPOINTS.status.path}`)).status, origin).toBe(200);
    }
  });

  it('names the public origin in the domain route, the status and the first paint, whatever host was used', async () => {
    const alias = 'https://www.lobby.example.com';
    const route = await envelopeOf<{ domainList: { domainName: string }[] }>(await prod.request(`${alias}${ENDPOINTS.domainRoute.path}?device=0`));
    expect(route.success && route.value.domainList).toEqual([{ domainName: 'lobby.example.com' }]);
    const status = await envelopeOf<SystemStatus>(await prod.request(`${alias}${ENDPOINTS.status.path}`));
    expect(status.success && status.value.info.domainRoute).toEqual([{ domainName: 'lobby.example.com' }]);
    const html = await (await prod.request(`${alias}${href('home')}`)).text();
    const inlined = new RegExp(`<script type="application/json" id="${FIRST_PAINT_ELEMENT_ID}">(.*?)</script>`).exec(html);
    expect(inlined).not.toBeNull();
    expect((JSON.parse(inlined![1]!) as FirstPaintData).status.info.domainRoute).toEqual([{ domainName: 'lobby.example.com' }]);
    expect(html).not.toContain('www.lobby.example.com');
  });

  it('sends HSTS (its origin is https) and the Permissions-Policy', async () => {
    const res = await prod.request(ENDPOINTS.status.path);
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d{7,}/);
    expect(res.headers.get('Permissions-Policy')).toContain('camera=()');
  });
});
