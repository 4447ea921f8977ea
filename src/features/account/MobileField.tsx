/** A mobile number with its country dialing code (SPEC §3 SMS request; max 20 characters, §9). */
import type { Ref } from 'react';
import { useT } from '../../i18n/useT';
import { Field } from '../../ui/Field';
import { LIMITS } from './validation';

export function MobileField(props: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  dialCode: string;
  onDialCode: (code: string) => void;
  dialCodes: string[];
  error?: string | null;
  mark?: 'required' | 'optional';
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useT();
  const { dialCode, onDialCode, dialCodes, ...field } = props;
  const before = (
    <select className="account-field__select" aria-label={t('account_country_code')} value={dialCode} onChange={(event) => onDialCode(event.target.value)}>
      {dialCodes.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </select>
  );
  return (
    <Field {...field} before={before} type="tel" inputMode="tel" autoComplete="tel-national" maxLength={LIMITS.mobile} />
  );
}
