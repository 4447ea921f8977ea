/** The login popup list (SPEC §2): popup announcements with close and "hide for today". Lazy chunk. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { LOCAL_KEYS } from '../../api/names';
import { db } from '../../db/db';
import { useT } from '../../i18n/useT';
import { MODAL_PRIORITY } from '../../state/modal-queue';
import { readStorage, writeStorage } from '../../state/storage';
import { Popup } from '../../ui/Popup';
import { useModalTurn } from '../../ui/useModalTurn';
import { SafeHtml } from '../../ui/SafeHtml';
import { popupsHiddenToday, today } from './home-rules';

export default function LoginPopups() {
  const { t, language } = useT();
  const [closed, setClosed] = useState(() => popupsHiddenToday(readStorage('local', LOCAL_KEYS.popupsHiddenOn)));
  const popups = useLiveQuery(
    () => db.announcements.where('kind').equals('popup').filter((n) => n.language === language).sortBy('sort'),
    [language],
  );
  const turn = useModalTurn('home-popups', MODAL_PRIORITY.announcements, !closed && Boolean(popups?.length));
  if (closed || !popups?.length || !turn) return null;
  const hideToday = () => {
    writeStorage('local', LOCAL_KEYS.popupsHiddenOn, today());
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
