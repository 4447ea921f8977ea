/**
 * The member's VIP rank label for the header card. The member row carries the club label the
 * server's member info gives (clubLabel.labelName), stored on the device, so it shows offline.
 */
import type { MemberRow } from '../../db/rows';

export function useVipLabel(member: MemberRow | null | undefined): string {
  return member?.labelName ?? '';
}
