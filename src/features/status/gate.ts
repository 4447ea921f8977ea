/**
 * SPEC §2 system status gate, in both readings the spec gives:
 * - 'errorPages':  0 normal, 1 IP/region error page, 2 service error page;
 * - 'maintenance': 0 normal, 1 maintenance (also when both apply), 2 region restriction only.
 * A stored status that does not parse is ignored (SPEC §8), so the page renders normally.
 */
import type { StatusReading } from '../../config';
import type { SystemStatus } from '../../api/system-wire';

export type GateCode = 0 | 1 | 2;
export type GatePage = 'normal' | 'errorIp' | 'errorService';

export function isSystemStatus(value: unknown): value is SystemStatus {
  if (!value || typeof value !== 'object') return false;
  const status = value as Partial<SystemStatus>;
  return (
    typeof status.maintenance === 'boolean' &&
    typeof status.regionRestriction === 'boolean' &&
    typeof status.info === 'object' &&
    status.info !== null
  );
}

export function gateCode(status: SystemStatus, reading: StatusReading): GateCode {
  const { maintenance, regionRestriction } = status;
  if (reading === 'maintenance') {
    if (maintenance) return 1;
    return regionRestriction ? 2 : 0;
  }
  if (regionRestriction) return 1;
  return maintenance ? 2 : 0;
}

/** The server's reading wins when it names one of the two; otherwise the build's configuration. */
export function readingOf(status: unknown, fallback: StatusReading): StatusReading {
  if (!isSystemStatus(status)) return fallback;
  const named: unknown = status.info.statusReading;
  return named === 'errorPages' || named === 'maintenance' ? named : fallback;
}

export function gatePage(status: unknown, reading: StatusReading): GatePage {
  if (!isSystemStatus(status)) {
    if (status !== undefined && status !== null) console.warn('Ignoring a stored status that does not parse');
    return 'normal';
  }
  const code = gateCode(status, reading);
  if (code === 0) return 'normal';
  const regionCode = reading === 'maintenance' ? 2 : 1;
  return code === regionCode ? 'errorIp' : 'errorService';
}
