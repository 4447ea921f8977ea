/**
 * Who may open a member's lottery page (SPEC §6): a visitor goes to /m/login; a trial guest is
 * asked to register (trial credit buys no lottery); a member waits for the worker's session.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { href } from '../../routes';
import { isTrial, session } from '../../state/session';

export type MemberGate = 'open' | 'wait' | 'leave' | 'trial';

export function useLotteryMember(): MemberGate {
  const { info, userKey } = useSnapshot(session);
  const [, navigate] = useLocation();
  const visitor = !info;
  useEffect(() => {
    if (visitor) navigate(href('login'), { replace: true });
  }, [visitor, navigate]);
  if (visitor) return 'leave';
  if (isTrial(info)) return 'trial';
  return userKey ? 'open' : 'wait';
}
