/**
 * The `member-data` event: a call changed the member's own data (a favourite, a read mark, the
 * inbox), so the member's other devices pull it again. The device that made the change hears it
 * too and pulls what it already shows: cheap, and simpler than telling devices apart.
 */
import type { MemberDataArea } from '../../src/api/live-events';
import type { Db } from '../db/connection';
import { publishLive } from './publish';

export function memberDataChanged(db: Db, memberId: number, area: MemberDataArea): Promise<void> {
  return publishLive(db, { kind: 'member-data', area }, memberId);
}
