/**
 * Who may open a member page that a whitelabel flag gates (SPEC §6): a visitor goes to /m/login;
 * a member of a site without the flag gets the 'contact service' toast for 2 s and goes back, as
 * the side menu does (the same rules, src/app/shell/rules.ts), so a typed or bookmarked address
 * is refused too. Until the whitelabel row and the worker's session are there, it waits.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { betRecordAction, CONTACT_TOAST_MS, flagOn } from '../../app/shell/rules';
import { useWhitelabel } from '../../app/shell/useShellData';
import { stepBack } from '../../app/shell/navigation';
import { href } from '../../routes';
import { session } from '../../state/session';
import { showToast } from '../../state/toasts';

export type Gate = 'open' | 'wait' | 'leave';

export function useMemberGate(page: 'betRecord' | 'rewardCenter'): Gate {
  const { info, userKey } = useSnapshot(session);
  const whitelabel = useWhitelabel();
  const [, navigate] = useLocation();
  let verdict: 'login' | 'contact' | 'open' | 'wait';
  if (!info) verdict = 'login';
  else if (whitelabel === undefined) verdict = 'wait';
  else if (page === 'betRecord') verdict = betRecordAction(info, whitelabel);
  else verdict = flagOn(whitelabel, 'REWCEN3') ? 'open' : 'contact';

  useEffect(() => {
    if (verdict === 'login') navigate(href('login'), { replace: true });
    if (verdict === 'contact') {
      showToast('contact_service', CONTACT_TOAST_MS);
      stepBack(navigate);
    }
  }, [verdict, navigate]);

  if (verdict === 'login' || verdict === 'contact') return 'leave';
  // Signed in, the worker still restoring the session: a frame, not a flash of "empty".
  return verdict === 'open' && userKey ? 'open' : 'wait';
}
