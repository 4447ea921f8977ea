import { useT } from '../../i18n/useT';
import { openPopup } from '../../state/ui';

/** SPEC §2 floating customer-service button; the list (and crypto-js) load when it opens. */
export function CustomerServiceButton() {
  const { t } = useT();
  return (
    <button type="button" className="cs-fab" aria-label={t('shell_customer_service')} onClick={() => openPopup('customerService')}>
      <i className="icon icon--headset" aria-hidden="true" />
    </button>
  );
}
