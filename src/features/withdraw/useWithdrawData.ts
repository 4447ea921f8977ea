/**
 * What the withdraw page reads, through the worker (network first; the service worker's last
 * copy when offline). Each read keeps its last value while it re-reads, so a list never blanks
 * out; it re-reads when its key changes, on `reload`, and when the connection comes back.
 */
import { worker } from '../../bridge/worker';
import { useLoaded } from '../../ui/useLoaded';

export { useLoaded, type Loaded } from '../../ui/useLoaded';

export const useWithdrawSettings = () => useLoaded('settings', () => worker().withdraw.settings());
export const useBankCards = () => useLoaded('cards', () => worker().withdraw.cards());
export const usePasswordStatus = () => useLoaded('password', () => worker().withdraw.passwordStatus());
