/**
 * Who may open an agent page (SPEC §6): a visitor is sent to sign in; a member whose type is not
 * an agent's (and for the contract pages, 41 and 42 too) is told the page is for agents. The two
 * messages differ, as §6 asks: "sign in" for a non-member, "agents only" for a non-agent.
 */
import { isAgentType, mayHoldContract } from '../../api/member-types';
import { isMember, type Viewer } from '../../app/shell/rules';

export type AgentAccess = 'login' | 'notAgent' | 'open';

export function agentAccess(viewer: Viewer, forContracts: boolean): AgentAccess {
  if (!isMember(viewer)) return 'login';
  const allowed = forContracts ? mayHoldContract(viewer.type) : isAgentType(viewer.type);
  return allowed ? 'open' : 'notAgent';
}
