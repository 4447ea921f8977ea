import { useT } from '../../i18n/useT';
import type { MessageKey } from '../../i18n';

/** A route whose feature is not built yet: the header carries its title; this says so honestly. */
export function PendingPage({ titleKey }: { titleKey: MessageKey }) {
  const { t } = useT();
  return (
    <section className="pending" aria-label={t(titleKey)}>
      <p>{t('page_not_ready')}</p>
    </section>
  );
}
