import { describe, expect, it } from 'vitest';
import type { SystemStatus } from '../../src/api/system-wire';
import { gateCode, gatePage, readingOf } from '../../src/features/status/gate';

const status = (maintenance: boolean, regionRestriction: boolean) =>
  ({ info: {}, location: { ip: '1.2.3.4' }, maintenance, regionRestriction }) as unknown as SystemStatus;

describe('system status gate (SPEC §2)', () => {
  it('reads 0 normal, 1 IP/region error, 2 service error in the error-pages reading', () => {
    expect(gateCode(status(false, false), 'errorPages')).toBe(0);
    expect(gateCode(status(false, true), 'errorPages')).toBe(1);
    expect(gateCode(status(true, false), 'errorPages')).toBe(2);
    expect(gatePage(status(false, true), 'errorPages')).toBe('errorIp');
    expect(gatePage(status(true, false), 'errorPages')).toBe('errorService');
  });

  it('reads 1 maintenance (also when both apply) and 2 region only in the maintenance reading', () => {
    expect(gateCode(status(true, false), 'maintenance')).toBe(1);
    expect(gateCode(status(true, true), 'maintenance')).toBe(1);
    expect(gateCode(status(false, true), 'maintenance')).toBe(2);
    expect(gatePage(status(true, true), 'maintenance')).toBe('errorService');
    expect(gatePage(status(false, true), 'maintenance')).toBe('errorIp');
  });

  it('ignores a stored status that does not parse and renders the normal page', () => {
    expect(gatePage('{"maintenance":', 'errorPages')).toBe('normal');
    expect(gatePage({ maintenance: 'yes' }, 'maintenance')).toBe('normal');
    expect(gatePage(null, 'errorPages')).toBe('normal');
  });
});

describe('which reading applies', () => {
  const withReading = (statusReading?: unknown) =>
    ({ info: { statusReading }, location: { ip: '' }, maintenance: true, regionRestriction: false }) as unknown as SystemStatus;

  it("prefers the server's reading, else the configured one", () => {
    expect(readingOf(withReading('maintenance'), 'errorPages')).toBe('maintenance');
    expect(readingOf(withReading('errorPages'), 'maintenance')).toBe('errorPages');
    expect(readingOf(withReading(undefined), 'maintenance')).toBe('maintenance');
    expect(readingOf(withReading('other'), 'errorPages')).toBe('errorPages');
    expect(readingOf(null, 'maintenance')).toBe('maintenance');
  });
});
