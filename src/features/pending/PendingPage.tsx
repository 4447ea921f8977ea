import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../i18n';

/** A route whose feature is not built yet: its title and an honest note, nothing invented. */
export function PendingPage({ titleKey }: { titleKey: MessageKey }) {
  const { t } = useTranslation();
  return (
    <section className="pending" aria-labelledby="pending-title">
      <h1 id="pending-title">{t(titleKey)}</h1>
      <p>{t('page_not_ready')}</p>
    </section>
  );
}
