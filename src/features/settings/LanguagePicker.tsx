/**
 * Language picker popup (SPEC §2 side menu "language picker", §1 supported languages). Lazy: the
 * shell's PopupHost renders it when `ui.popup === 'language'`.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { db } from '../../db/db';
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';
import { LANGUAGE_NAMES, supportedLanguages, switchLanguage } from './languages';
import './settings.css';

export default function LanguagePicker({ onClose }: { onClose: () => void }) {
  useCatalogueArea('settings');
  const { t, language } = useT();
  const status = useLiveQuery(async () => (await db.settings.get('status'))?.value ?? null, []);
  const [busy, setBusy] = useState<string | null>(null);
  const languages = supportedLanguages(status);

  async function choose(code: string) {
    if (code === language) return onClose();
    setBusy(code);
    try {
      await switchLanguage(code);
      onClose();
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="settings-popup">
      <div className="choice-list" role="radiogroup" aria-label={t('language_title')}>
        {languages.map((code) => {
          const selected = code === language;
          return (
            <button
              key={code}
              type="button"
              role="radio"
              aria-checked={selected}
              lang={code}
              className={`choice${selected ? ' choice--selected' : ''}`}
              onClick={() => void choose(code)}
              disabled={busy !== null}
              aria-busy={busy === code}
            >
              <span className="choice__badge" aria-hidden="true">
                {code.toUpperCase()}
              </span>
              <span className="choice__label">{LANGUAGE_NAMES[code] ?? code}</span>
              <span className="choice__mark" aria-hidden="true" />
            </button>
          );
        })}
      </div>
    </section>
  );
}
