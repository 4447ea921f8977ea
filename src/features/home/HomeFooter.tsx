import { useT } from '../../i18n/useT';

/** Home footer (SPEC §9: copyright 2019-2025, 600+ games claimed). */
export function HomeFooter() {
  const { t } = useT();
  return (
    <footer className="home-footer">
      <p>{t('games_footer_claim')}</p>
      <p>{t('games_footer_copyright')}</p>
    </footer>
  );
}
