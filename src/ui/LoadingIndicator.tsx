import { useSnapshot } from 'valtio';
import { useT } from '../i18n/useT';
import { toasts } from '../state/toasts';

/** The loading indicator (showLoading/hideLoading); it also blocks taps while a call runs. */
export function LoadingIndicator() {
  const { t } = useT();
  const { loading } = useSnapshot(toasts);
  if (!loading) return null;
  return (
    <div className="loading" role="status" aria-busy="true" data-testid="loading">
      <div className="loading__box">
        <span className="loading__spinner" aria-hidden="true" />
        {t(loading.key)}
      </div>
    </div>
  );
}
