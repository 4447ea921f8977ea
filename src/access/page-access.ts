/**
 * Who may open a route (SPEC §6 "Roles and permissions"), as the route table states it: one pure
 * rule from the route's `access`, the viewer and the operator's switches to what the gate does.
 * Unit-tested without a browser; src/access/Gate.tsx carries the verdict out.
 */
import { isAgentType, isTrialType, mayHoldContract } from '../api/member-types';
import type { Whitelabel } from '../api/system-wire';
import type { RouteAccess } from '../routes';
import type { SessionInfo } from '../state/session';
import { flagOn, isMember } from './rules';

/**
 * - open: the page renders.
 * - wait: the device does not know enough yet (the operator's switches, or the worker still
 *   taking the session over after a reload): a quiet frame, never a flash of "empty".
 * - login / home: a visitor is sent there.
 * - contact: the operator has the page off: the contact-service toast, then back (or home).
 * - trial: a trial guest meets the register prompt.
 * - agentLogin: a visitor on an agent page: sign in, with the agent account toast.
 * - notAgent: a member who is not an agent is told why the page is closed.
 */
export type AccessVerdict = 'open' | 'wait' | 'login' | 'home' | 'contact' | 'trial' | 'agentLogin' | 'notAgent';

export interface AccessViewer {
  info: Pick<SessionInfo, 'token' | 'type'> | null;
  /** The worker's key for the member's rows; '' until it holds the session. */
  userKey: string;
}

/** `whitelabel` undefined: the device's copy is still being read. */
export function accessVerdict(access: RouteAccess | undefined, viewer: AccessViewer, whitelabel: Partial<Whitelabel> | null | undefined): AccessVerdict {
  if (!access) return 'open';
  const { info, userKey } = viewer;
  const signedIn = info !== null && isMember(info);
  const ready = userKey ? 'open' : 'wait';
  if (access.who === 'agent') {
    if (!signedIn) return 'agentLogin';
    const allowed = access.contracts ? mayHoldContract(info.type) : isAgentType(info.type);
    if (allowed) return ready;
    return isTrialType(info.type) ? 'trial' : 'notAgent';
  }
  if (!signedIn) return access.guest === 'home' ? 'home' : 'login';
  if (access.flag) {
    if (whitelabel === undefined) return 'wait';
    if (!flagOn(whitelabel, access.flag)) return 'contact';
  }
  if (access.trial !== 'allow' && isTrialType(info.type)) return 'trial';
  return ready;
}
