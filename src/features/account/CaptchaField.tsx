/** The captcha input and its image (SPEC §4): tapping the image asks for a new one. */
import type { Ref } from 'react';
import type { CaptchaValue } from '../../api/account-wire';
import { useT } from '../../i18n/useT';
import { Field } from '../../ui/Field';
import { LIMITS } from './validation';

export function CaptchaField(props: {
  value: string;
  onValue: (value: string) => void;
  error?: string | null;
  captcha: CaptchaValue | null;
  onRefresh: () => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useT();
  const { captcha, onRefresh, ...field } = props;
  return (
    <Field
      {...field}
      label={t('account_captcha')}
      mark="required"
      inputMode="numeric"
      autoComplete="off"
      maxLength={LIMITS.captcha}
      placeholder={t('account_captcha_hint')}
      after={
        <button type="button" className="account-captcha" aria-label={t('account_refresh_captcha')} onClick={onRefresh}>
          {captcha ? <img src={captcha.image} alt="" data-captcha-id={captcha.captchaId} /> : <span aria-hidden="true">…</span>}
        </button>
      }
    />
  );
}
