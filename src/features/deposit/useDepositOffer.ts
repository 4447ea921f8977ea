/**
 * What the deposit form offers: the server's methods and deposit promotions, read through the
 * worker (network first; offline, the service worker's copy of what the member last saw).
 */
import { useEffect, useState } from 'react';
import type { DepositMethod, DepositPromotion } from '../../api/deposit-wire';
import type { ErrorCode } from '../../api/error-codes';
import { worker } from '../../bridge/worker';

export type Offer =
  | { state: 'loading' }
  | { state: 'ready'; methods: DepositMethod[]; promotions: DepositPromotion[] }
  | { state: 'failed'; code: ErrorCode };

export function useDepositOffer(language: string, online: boolean): Offer {
  const [offer, setOffer] = useState<Offer>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    void (async () => {
      const remote = worker();
      const [methods, promotions] = await Promise.all([remote.deposit.methods(), remote.deposit.promotions()]);
      if (!live) return;
      if (!methods.ok) {
        // A list already shown stays when the network drops; a failure replaces only "loading".
        setOffer((current) => (current.state === 'ready' ? current : { state: 'failed', code: methods.code }));
        return;
      }
      setOffer({ state: 'ready', methods: methods.value.list, promotions: promotions.ok ? promotions.value.list : [] });
    })();
    return () => {
      live = false;
    };
    // Back online: read again (a list that failed offline loads now).
  }, [language, online]);
  return offer;
}
