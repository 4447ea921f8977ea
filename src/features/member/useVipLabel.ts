/**
 * The member's VIP rank label for the header card: the rank computed from their bets and deposits
 * (the VIP progress call, SPEC §7 MCSFE_getPlayerRankProgress). Network first, the service
 * worker's last copy offline; until it answers — or when it cannot — the club label the device
 * stored from the member info, so the card never waits on it and still shows offline.
 */
import { useEffect, useState } from 'react';
import { worker } from '../../bridge/worker';
import type { MemberRow } from '../../db/rows';

export function useVipLabel(member: MemberRow | null | undefined): string {
  const [rank, setRank] = useState<{ userKey: string; label: string } | null>(null);
  const userKey = member?.userKey;
  useEffect(() => {
    if (!userKey) return;
    let live = true;
    worker()
      .vip.progress()
      .then((answer) => {
        if (live && answer.ok) setRank({ userKey, label: answer.value.labelName });
      })
      .catch((error: unknown) => console.warn('VIP rank unavailable; showing the stored label', error));
    return () => {
      live = false;
    };
  }, [userKey]);
  // A rank read for another member (signed in as someone else meanwhile) is not this one's.
  if (rank && rank.userKey === userKey) return rank.label;
  return member?.labelName ?? '';
}
