/** The receipt image of a manual transfer (SPEC §5: png or jpg, at most 5 MB), checked on pick. */
import { useId } from 'react';
import { useT } from '../../i18n/useT';
import { FieldFrame } from '../../ui/Field';
import type { ReceiptProblem } from './deposit-rules';

interface Props {
  file: File | null;
  onFile: (file: File | null) => void;
  problem: ReceiptProblem | null;
  disabled?: boolean;
}

export function ReceiptField({ file, onFile, problem, disabled }: Props) {
  const { t } = useT();
  const id = useId();
  return (
    <FieldFrame id={id} label={t('deposit_receipt')} mark="required" error={problem && t(problem)}>
      <input
        id={id}
        className="deposit-receipt__input"
        type="file"
        name="receipt"
        accept="image/png,image/jpeg"
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      <p id={`${id}-hint`} className="amount-field__limits">
        {file ? `${file.name} · ${(file.size / 1024).toFixed(0)} KB` : t('deposit_receipt_hint')}
      </p>
    </FieldFrame>
  );
}
