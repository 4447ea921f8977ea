/**
 * The profile tab of /m/set: account (read only), nickname, birthday (1900 to today, at least the
 * operator's minimum age), email, mobile with its SMS code, and the language (the app's own
 * switch, remembered on the account when online).
 */
import { useSnapshot } from 'valtio';
import { BIRTHDAY_MIN, birthdayProblem, EMAIL_PATTERN, todayUtc, type ProfileSettings, type ProfileValue } from '../../api/profile-wire';
import { worker } from '../../bridge/worker';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { LANGUAGE_NAMES, switchLanguage } from '../settings';
import { FieldForm } from './FieldForm';
import { MobileForm } from './MobileForm';
import { ageKey } from './profile-rules';

const LANGUAGES = ['en', 'bn', 'zh'] as const;

export function ProfileTab({ profile, settings, onSaved }: { profile: ProfileValue; settings: ProfileSettings; onSaved: (p: ProfileValue) => void }) {
  const { t, language } = useT();
  const { online } = useSnapshot(appState);
  const today = todayUtc();
  const age = ageKey(settings.minAge);
  const ageText = t(age.key, { 0: age.years });

  async function chooseLanguage(code: (typeof LANGUAGES)[number]) {
    await switchLanguage(code);
    // The device switches at once; the account remembers it when a connection allows.
    if (online) {
      const result = await worker().profile.setLanguage(code);
      if (result.ok) onSaved(result.value);
    }
  }

  return (
    <div className="profile-stack">
      <div className="profile-card">
        <dl className="profile-facts">
          <dt>{t('profile_account')}</dt>
          <dd>{profile.account}</dd>
        </dl>
      </div>
      <div className="profile-card">
        <FieldForm
          name="nickname"
          label={t('profile_nickname')}
          initial={profile.nickname}
          maxLength={64}
          autoComplete="nickname"
          check={(v) => (v ? null : t('profile_nickname_required'))}
          save={(v) => worker().profile.setNickname(v)}
          onSaved={onSaved}
        />
      </div>
      <div className="profile-card">
        <FieldForm
          name="birthday"
          label={t('date_of_birth')}
          initial={profile.birthday}
          type="date"
          min={BIRTHDAY_MIN}
          max={today}
          hint={ageText}
          check={(v) => {
            const problem = birthdayProblem(v, today, settings.minAge);
            return problem === 'invalid' ? t('profile_birthday_invalid') : problem === 'too_young' ? ageText : null;
          }}
          save={(v) => worker().profile.setBirthday(v)}
          refusal={(code) => (code === 'age_too_young' ? ageText : null)}
          onSaved={onSaved}
        />
      </div>
      <div className="profile-card">
        <FieldForm
          name="email"
          label={t('profile_email')}
          initial={profile.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={255}
          check={(v) => (EMAIL_PATTERN.test(v) ? null : t('in_email_incorrect'))}
          save={(v) => worker().profile.setEmail(v)}
          onSaved={onSaved}
        />
      </div>
      <div className="profile-card">
        <MobileForm profile={profile} onSaved={onSaved} />
      </div>
      <div className="profile-card">
        <span className="account-field__label" id="profile-language-label">
          {t('profile_language')}
        </span>
        <div className="profile-languages" role="radiogroup" aria-labelledby="profile-language-label">
          {LANGUAGES.map((code) => (
            <button
              key={code}
              type="button"
              role="radio"
              lang={code}
              aria-checked={code === language}
              className={`profile-language${code === language ? ' profile-language--selected' : ''}`}
              onClick={() => void chooseLanguage(code)}
            >
              {LANGUAGE_NAMES[code]}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
