import { createDecipheriv, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, SUPPORT_PREFIX } from '../../src/api/endpoints';
import { href } from '../../src/routes';
import { type HelpItem } from '../../src/api/content-wire';
import { WHITELABEL_FLAGS, type SystemStatus, type Whitelabel } from '../../src/api/system-wire';
import { serverForFile } from './helpers';

const { server } = serverForFile();

/**
 * What the client's crypto-js `AES.decrypt(cipher, key)` does, written independently of the
 * server's encryption: OpenSSL "Salted__" header, EVP_BytesToKey(MD5), AES-256-CBC.
 */
function decryptLikeCryptoJs(base64: string, passphrase: string): string {
  const raw = Buffer.from(base64, 'base64');
  expect(raw.subarray(0, 8).toString('latin1')).toBe('Salted__');
  const salt = raw.subarray(8, 16);
  let material = Buffer.alloc(0);
  let block = Buffer.alloc(0);
  while (material.length < 48) {
    block = createHash('md5').update(Buffer.concat([block, Buffer.from(passphrase), salt])).digest();
    material = Buffer.concat([material, block]);
  }
  const decipher = createDecipheriv('aes-256-cbc', material.subarray(0, 32), material.subarray(32, 48));
  return Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString('utf8');
}

describe('GET /wps/system/status', () => {
  it('describes the operator: template, register flags, resources, whitelabel, languages', async () => {
    const status = await server.value<SystemStatus>(ENDPOINTS.status.path);
    expect(status.info.mobileTemplate).toEqual({ mem_cen: '1', dep_func: '0' });
    expect(status.info.register).toEqual({ showRegister: true, hideRegister: false });
    expect(status.info.resources.map((r) => r.resourceType)).toEqual(['IOS', 'MOBILECONFIG', 'Android', 'AppDownloadIcon']);
    expect(Object.keys(status.info.whitelabel).sort()).toEqual([...WHITELABEL_FLAGS].sort());
    const on = Object.values(status.info.whitelabel).filter(Boolean).length;
    expect(on).toBeGreaterThan(WHITELABEL_FLAGS.length / 2);
    expect(status.info.imageCDNs).toEqual(['']);
    expect(status.info.languages).toEqual({ supported: ['bn', 'en', 'zh'], default: 'bn' });
    expect(status.maintenance).toBe(false);
    expect(status.regionRestriction).toBe(false);
  });

  it('routes back to the host the request used, and reports the caller IP', async () => {
    const res = await server.app.request('http://lobby.example:8443/wps/system/status', {
      // In-process requests stand for a trusted proxy (tests/server/helpers.ts): its header is believed.
      headers: { 'X-Forwarded-For': '203.0.113.7' },
    });
    const body = (await res.json()) as { value: SystemStatus };
    expect(body.value.info.domainRoute).toEqual([{ domainName: 'lobby.example:8443' }]);
    expect(body.value.info.mainDomain).toBe('lobby.example:8443');
    expect(body.value.location.ip).toBe('203.0.113.7');
  });

  it('has four customer-service entries whose path decrypts with its last 8 characters to a real page', async () => {
    const { customerService } = (await server.value<SystemStatus>(ENDPOINTS.status.path)).info;
    expect(customerService.map((c) => c.csType)).toEqual(['LIVECHAT', 'TELEGRAM', 'FACEBOOK', 'TELEGRAM 1']);
    const urls = customerService.map((entry) => decryptLikeCryptoJs(entry.path.slice(0, -8), entry.path.slice(-8)));
    // Live chat is the app's own route; the others are pages this server answers.
    expect(urls[0]).toBe(href('liveChat'));
    for (const url of urls.slice(1)) {
      expect(url.startsWith(`${SUPPORT_PREFIX}/`)).toBe(true);
      const page = await server.app.request(url);
      expect(page.status).toBe(200);
      expect(page.headers.get('Content-Type')).toContain('text/html');
    }
  });

  it('keeps one answer per address: the same ETag again for one caller, its own IP for another', async () => {
    const from = (ip: string) => server.app.request(ENDPOINTS.status.path, { headers: { 'X-Forwarded-For': ip } });
    const [a, again, b] = [await from('198.51.100.1'), await from('198.51.100.1'), await from('198.51.100.2')];
    expect(again.headers.get('ETag')).toBe(a.headers.get('ETag'));
    expect(b.headers.get('ETag')).not.toBe(a.headers.get('ETag'));
    expect(((await b.json()) as { value: SystemStatus }).value.location.ip).toBe('198.51.100.2');
    expect(((await again.json()) as { value: SystemStatus }).value.location.ip).toBe('198.51.100.1');
  });

  it('answers byte-identical bodies on repeated calls (stable for the SW cache)', async () => {
    const a = await (await server.app.request(ENDPOINTS.status.path)).text();
    const b = await (await server.app.request(ENDPOINTS.status.path)).text();
    expect(a).toBe(b);
  });

  it('reads maintenance and region restriction from the settings table', async () => {
    await server.db.updateTable('settings').set({ value: 'true' }).where('key', 'in', ['maintenance', 'regionRestriction']).execute();
    try {
      const status = await server.value<SystemStatus>(ENDPOINTS.status.path);
      expect(status.maintenance).toBe(true);
      expect(status.regionRestriction).toBe(true);
    } finally {
      await server.db.updateTable('settings').set({ value: 'false' }).where('key', 'in', ['maintenance', 'regionRestriction']).execute();
    }
  });

  it('falls back to defaults when a setting is missing or not JSON', async () => {
    await server.db.updateTable('settings').set({ value: 'not json' }).where('key', '=', 'maintenance').execute();
    await server.db.deleteFrom('settings').where('key', '=', 'regionRestriction').execute();
    const status = await server.value<SystemStatus>(ENDPOINTS.status.path);
    expect(status.maintenance).toBe(false);
    expect(status.regionRestriction).toBe(false);
  });
});

describe('other system calls', () => {
  it('GET whitelabel answers every flag', async () => {
    const whitelabel = await server.value<Whitelabel>(ENDPOINTS.whitelabel.path);
    expect(Object.keys(whitelabel).sort()).toEqual([...WHITELABEL_FLAGS].sort());
    expect(whitelabel.TRANSBETREPMEM3).toBe(true);
  });

  it('GET domainRoute?device=0 lists this host, then the other loopback spelling on the same port', async () => {
    const res = await server.app.request(`http://localhost:8080${ENDPOINTS.domainRoute.path}?device=0`);
    expect(await res.json()).toEqual({
      success: true,
      value: { domainList: [{ domainName: 'localhost:8080' }, { domainName: '127.0.0.1:8080' }] },
    });
  });

  it('GET domainRoute lists only the requested host on a public name', async () => {
    const res = await server.app.request(`http://lobby.example:8443${ENDPOINTS.domainRoute.path}?device=0`);
    expect(await res.json()).toEqual({ success: true, value: { domainList: [{ domainName: 'lobby.example:8443' }] } });
  });

  it('GET helpCenter answers the tree of parents with children in the language', async () => {
    const en = await server.value<HelpItem[]>(`${ENDPOINTS.helpCenter.path}?lang=en&device=MOBILE`);
    expect(en.length).toBeGreaterThanOrEqual(3);
    for (const parent of en) {
      expect(parent.children.length).toBeGreaterThan(0);
      expect(parent).toEqual({ title: expect.any(String), tag: expect.any(String), content: expect.any(String), children: expect.any(Array) });
    }
    expect(en[0]?.title).toBe('About us');
    const zh = await server.value<HelpItem[]>(`${ENDPOINTS.helpCenter.path}?lang=zh&device=MOBILE`);
    expect(zh[0]?.title).toBe('关于我们');
    expect(zh.map((p) => p.tag)).toEqual(en.map((p) => p.tag));
    // An item with no zh title (an operator's English-only addition): English stands in, in its place.
    const account = await server.db.selectFrom('help_items').select('id').where('tag', '=', 'account').executeTakeFirstOrThrow();
    await server.db
      .insertInto('help_items')
      .values({ id: 900, language: 'en', parent_id: account.id, tag: 'account-english-only', title: 'English only', content: '<p>Only in English.</p>', sort: 99 })
      .execute();
    try {
      const [enNow, zhNow] = await Promise.all(
        ['en', 'zh'].map((lang) => server.value<HelpItem[]>(`${ENDPOINTS.helpCenter.path}?lang=${lang}&device=MOBILE`)),
      );
      const children = zhNow!.find((p) => p.tag === 'account')?.children ?? [];
      expect(children.map((c) => c.title)).toContain('English only');
      expect(children.map((c) => c.tag)).toEqual(enNow!.find((p) => p.tag === 'account')?.children.map((c) => c.tag));
    } finally {
      await server.db.deleteFrom('help_items').where('id', '=', 900).execute();
    }
  });

  it('GET ping answers tiny JSON that is never cached', async () => {
    const res = await server.app.request(`${ENDPOINTS.ping.path}?speed=0.123`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({ ok: true });
  });
});
