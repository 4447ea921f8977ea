/** The login popup list (SPEC §2): popup announcements with close and "hide for today". Lazy chunk. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { LOCAL_KEYS } from '../../api/names';
import { db } from '../../db/db';
import { useT } from '../../i18n/useT';
import { Popup } from '../../ui/Popup';
import { SafeHtml } from '../../ui/SafeHtml';
import { popupsHiddenToday, today } from './home-rules';

export default function LoginPopups() {
  const { t, language } = useT();
  const [closed, setClosed] = useState(() => popupsHiddenToday(localStorage.getItem(LOCAL_KEYS.popupsHiddenOn)));
  const popups = useLiveQuery(
    () => db.announcements.where('kind').equals('popup').filter((n) => n.language === language).sortBy('sort'),
    [language],
  );
  if (closed || !popups?.length) return null;
  const hideToday = () => {
    localStorage.setItem(LOCAL_KEYS.popupsHiddenOn, today());
    setClosed(true);
  };
  return (
    <Popup title={t('games_popups')} onClose={() => setClosed(true)} name="home-popups">
      <div className="home-popups">
        {popups.map((popup) => (
          <article key={popup.id} className="home-popups__item">
            <h3>{popup.title}</h3>
            <SafeHtml html={popup.content} />
          </article>
        ))}
      </div>
      <div className="home-popups__actions">
        <button type="button" className="button button--ghost" onClick={hideToday}>
          {t('games_hide_today')}
        </button>
      </div>
    </Popup>
  );
}
