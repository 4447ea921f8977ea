/**
 * /m/member/home, the member centre (SPEC §2, §4, §6). A visitor goes to /m/login; a trial guest
 * (type 4) gets the free_reject prompt, whose only ways out are home or registration. A member
 * sees the header card and the shortcuts in the template the operator chose (mem_cen). A lazy chunk.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { href } from '../../routes';
import { isTrial, session } from '../../state/session';
import { MemberCentre } from './MemberCentre';
import { TrialPrompt } from './TrialPrompt';
import './member.css';

export default function MemberHomePage() {
  const { info, userKey } = useSnapshot(session);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!info) navigate(href('login'), { replace: true });
  }, [info, navigate]);
  if (!info) return null;
  if (isTrial(info)) return <TrialPrompt />;
  // Signed in, the worker still restoring the session: a frame, not a flash of "empty".
  if (!userKey) return <div className="member-centre" role="status" aria-busy="true" />;
  return <MemberCentre userKey={userKey} />;
}
