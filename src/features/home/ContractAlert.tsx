/**
 * The contract alert on home (SPEC §4 "Contracts on home", §6 "Contract checks on home apply to
 * members"): only for a member who may hold a contract — not a visitor, not a trial guest, not
 * types 0, 40, 41, 42 — and once the worker has the session (its token), the check and the alert
 * load (ContractAlertCheck.tsx). A lazy chunk of home; it keeps what it needs to decide to the
 * first chunk's modules, so home's first chunk only grows by the import that names it.
 */
import { Suspense } from 'react';
import { lazyWhenOnline } from '../../ui/lazy';
import { useSnapshot } from 'valtio';
import { checksContracts } from '../../access/rules';
import { session } from '../../state/session';

const ContractAlertCheck = lazyWhenOnline(() => import('./ContractAlertCheck'));

export default function ContractAlert() {
  const { info, userKey } = useSnapshot(session);
  if (!info || !userKey || !checksContracts({ token: info.token, type: info.type })) return null;
  // Another member signed in: a check of their own, nothing carried over.
  return (
    <Suspense fallback={null}>
      <ContractAlertCheck key={info.userName} account={info.userName} />
    </Suspense>
  );
}
