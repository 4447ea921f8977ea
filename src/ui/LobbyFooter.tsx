import { useT } from '../i18n/useT';
import './lobby-footer.css';

/** The lobby footer of home and the game centre (SPEC §9: copyright 2019-2025, 600+ games claimed). */
export function LobbyFooter() {
  const { t } = useT();
  return (
    <footer className="home-footer">
      <p>{t('games_footer_claim')}</p>
      <p>{t('games_footer_copyright')}</p>
    </footer>
  );
}
