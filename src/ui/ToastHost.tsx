import { useSnapshot } from 'valtio';
import { useT } from '../i18n/useT';
import { toasts } from '../state/toasts';
import { useMoney } from './useMoney';

/** The one toast (src/state/toasts.ts). The live region stays in the document so each message is announced. */
export function ToastHost() {
  const { t } = useT();
  const money = useMoney();
  const { current } = useSnapshot(toasts);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {current && (
        <div className="toast" key={current.id} data-testid="toast">
          {t(current.key, current.amount === undefined ? current.params : { ...current.params, amount: money(current.amount) })}
        </div>
      )}
    </div>
  );
}
