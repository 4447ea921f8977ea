/**
 * The home contract alert's rules (SPEC §4 "Contracts on home", §6 "Contract checks on home apply
 * to members"): which kinds wait for the member's answer, where Go leads, and when Cancel keeps it
 * away.
 *
 * Cancel hides the alert for the rest of the visit (the tab's sessionStorage, which sign-out
 * clears) for that member and that set of pending kinds: a new kind pending later alerts again.
 * Go does not hide it: back on home with the request still unanswered, the alert comes back.
 */
import { CONTRACT_KINDS, type ContractKind, type ContractRequests } from '../../api/agent-wire';
import { href } from '../../routes';
import { KIND_ROUTES } from './contract-rules';

/** The §3 flag that says a kind waits for an answer. */
const FLAGS: Record<ContractKind, keyof ContractRequests> = {
  salary: 'dailysalreqtype',
  dividend: 'divtypecompperiodreq',
  hourly: 'contracthoursalreq',
};

/** The pending kinds, in the order salary, dividend, hourly. */
export function pendingKinds(requests: Partial<ContractRequests> | null | undefined): ContractKind[] {
  return CONTRACT_KINDS.filter((kind) => requests?.[FLAGS[kind]] === true);
}

/** Where Go leads: the first pending kind's contract page. */
export const contractHref = (kind: ContractKind) => href(KIND_ROUTES[kind]);

/** sessionStorage: the member and pending set the member cancelled the alert for. */
export const ALERT_DISMISSED_KEY = 'lobby.contractAlert.dismissed';

const signature = (account: string, kinds: readonly ContractKind[]) => `${account}:${kinds.join(',')}`;

export function alertDismissed(storage: Pick<Storage, 'getItem'> | undefined, account: string, kinds: readonly ContractKind[]): boolean {
  try {
    return storage?.getItem(ALERT_DISMISSED_KEY) === signature(account, kinds);
  } catch {
    return false; // storage refused (private mode): the alert shows
  }
}

export function dismissAlert(storage: Pick<Storage, 'setItem'> | undefined, account: string, kinds: readonly ContractKind[]): void {
  try {
    storage?.setItem(ALERT_DISMISSED_KEY, signature(account, kinds));
  } catch {
    // Storage refused: hidden for as long as the home page stays mounted.
  }
}
