/**
 * The operator's currency in the system status (SPEC §3 winner "currency symbol"): every amount
 * the app shows is in it, so the status carries it; a hand-edited value the formatter does not
 * know falls back to the default rather than showing a wrong symbol or none.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { SystemStatus } from '../../src/api/system-wire';
import { DEFAULT_SETTINGS } from '../../server/seed/settings';
import { statusFor, type StatusSettings } from '../../server/system/status';
import { serverForFile } from './helpers';

const { server } = serverForFile();

const facts = { host: 'lobby.test', ip: '203.0.113.9' };
const withCurrency = (currency: unknown) => statusFor({ ...DEFAULT_SETTINGS, currency } as StatusSettings, facts);

describe('the currency of the status', () => {
  it('is the seeded operator currency', async () => {
    const status = await server.value<SystemStatus>(ENDPOINTS.status.path);
    expect(status.info.currency).toBe('BDT');
  });

  it('is the operator’s own when it is a currency code, else the default', () => {
    expect(withCurrency('USD').info.currency).toBe('USD');
    for (const typo of ['usd', 'Taka', '', 7, null]) expect(withCurrency(typo).info.currency).toBe(DEFAULT_SETTINGS.currency);
  });
});
