/**
 * TermsPopup (SPEC §2 named page): the terms and conditions the registration disclaimer refers
 * to, opened from the link in that disclaimer. Content of the popup frame (src/app/popups.ts).
 */
import { useCatalogueArea } from '../../i18n/areas';
import type { MessageKey } from '../../i18n/keys';
import { useT } from '../../i18n/useT';
import './pages.css';

const SECTIONS: readonly [MessageKey, MessageKey][] = [
  ['pages_terms_1_title', 'pages_terms_1_body'],
  ['pages_terms_2_title', 'pages_terms_2_body'],
  ['pages_terms_3_title', 'pages_terms_3_body'],
  ['pages_terms_4_title', 'pages_terms_4_body'],
  ['pages_terms_5_title', 'pages_terms_5_body'],
];

export default function TermsPopup({ onClose }: { onClose: () => void }) {
  useCatalogueArea('pages');
  const { t } = useT();
  return (
    <>
      <div className="terms" data-testid="terms">
        {SECTIONS.map(([title, body]) => (
          <section key={title}>
            <h3>{t(title)}</h3>
            <p>{t(body)}</p>
          </section>
        ))}
      </div>
      <div className="popup__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('pages_terms_close')}
        </button>
      </div>
    </>
  );
}
