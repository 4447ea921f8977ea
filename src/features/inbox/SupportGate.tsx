/**
 * Who may open the inbox and the live chat: a member. A guest goes to /m/login; a trial guest
 * (SPEC §6, type 4) gets the same prompt as the member centre — Cancel goes home, Register now
 * to registration. Renders its children only once the device knows the member (userKey).
 */
import { useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { href } from '../../routes';
import { isTrial, session } from '../../state/session';
import { TrialPrompt } from '../member';

export function SupportGate({ children }: { children: ReactNode }) {
  const { info, userKey } = useSnapshot(session);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!info) navigate(href('login'), { replace: true });
  }, [info, navigate]);
  if (!info) return null;
  if (isTrial(info)) return <TrialPrompt />;
  // Signed in, the worker still restoring the session: a frame, not a flash of "empty".
  if (!userKey) return <div className="support-loading" role="status" aria-busy="true" />;
  return <>{children}</>;
}
