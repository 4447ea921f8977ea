/**
 * The contract check behind the home alert (SPEC §4 "Contracts on home"), for a member who may
 * hold a contract (ContractAlert.tsx decides who): the server is asked which kinds wait for the
 * member's answer (never from a cache: a stale "pending" would mislead). Any pending → the app's
 * popup frame names them, with Cancel (hidden for the rest of the visit for that set of kinds) and
 * Go (the first pending kind's contract page, in the order salary, dividend, hourly). Offline, or
 * the check failing: no alert, no error. Its own lazy chunk, loaded only for those members.
 */
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { ContractKind } from '../../api/agent-wire';
import { worker } from '../../bridge/worker';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { MODAL_PRIORITY } from '../../state/modal-queue';
import { storageOf } from '../../state/storage';
import { ConfirmActions, Popup } from '../../ui/Popup';
import { useModalTurn } from '../../ui/useModalTurn';
import { alertDismissed, contractHref, dismissAlert, KIND_WORDS, pendingKinds } from '../contracts';

const storage = () => storageOf('session') ?? undefined;

export default function ContractAlertCheck({ account }: { account: string }) {
  const [pending, setPending] = useState<ContractKind[] | null>(null);

  useEffect(() => {
    let current = true;
    void worker()
      .contracts.requests()
      .then((result) => {
        if (!current || !result.ok) return;
        const kinds = pendingKinds(result.value);
        if (kinds.length > 0 && !alertDismissed(storage(), account, kinds)) setPending(kinds);
      })
      .catch(() => undefined); // no worker, no alert: home is unaffected
    return () => {
      current = false;
    };
  }, [account]);

  // After the announcements, or before them if it comes first: never one over the other.
  const turn = useModalTurn('contract-alert', MODAL_PRIORITY.contractAlert, pending !== null);
  if (!pending || !turn) return null;
  return (
    <Suspense fallback={null}>
      <ContractAlertPopup
        kinds={pending}
        onCancel={() => {
          dismissAlert(storage(), account, pending);
          setPending(null);
        }}
        onGo={() => setPending(null)}
      />
    </Suspense>
  );
}

function ContractAlertPopup({ kinds, onCancel, onGo }: { kinds: ContractKind[]; onCancel: () => void; onGo: () => void }) {
  useCatalogueArea('contracts');
  const { t } = useT();
  const [, navigate] = useLocation();
  const names = kinds.map((kind) => t(KIND_WORDS[kind].name)).join(', ');
  return (
    <Popup title={t('contract_alert_title')} role="alertdialog" onClose={onCancel} name="contract-alert">
      <p className="popup__text" data-testid="contract-alert-text">
        {t('contract_alert_text', { kinds: names })}
      </p>
      <ConfirmActions
        onCancel={onCancel}
        onConfirm={() => {
          onGo();
          navigate(contractHref(kinds[0]!));
        }}
        confirmLabel={t('contract_alert_go')}
      />
    </Popup>
  );
}
