import { useT } from '../../i18n/useT';

/**
 * An account form's place while its settings are on the way (useAccountSettings `settled`): the
 * plain form's shape — two fields, the remember row, the submit button, a link and a second
 * button — in blocks of their sizes. The settled form replaces it whole; nothing follows the form
 * on the page, so a taller form (a method tab, more fields) moves nothing that was on screen.
 */
export function FormSkeleton({ fields = 2 }: { fields?: number }) {
  const { t } = useT();
  return (
    <div className="account-form account-form--pending" aria-busy="true" data-testid="form-skeleton">
      <span className="visually-hidden">{t('loading')}</span>
      {Array.from({ length: fields }, (_, index) => (
        <div key={index} className="account-field" aria-hidden="true">
          <span className="account-skeleton account-skeleton--label" />
          <span className="account-skeleton account-skeleton--input" />
        </div>
      ))}
      <span className="account-skeleton account-skeleton--row" aria-hidden="true" />
      <span className="account-skeleton account-skeleton--button" aria-hidden="true" />
      <span className="account-skeleton account-skeleton--link" aria-hidden="true" />
      <span className="account-skeleton account-skeleton--button" aria-hidden="true" />
    </div>
  );
}
