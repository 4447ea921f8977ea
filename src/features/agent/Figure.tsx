/** One labelled figure of a card: an amount (two decimals, optionally sign-coloured) or a count. */
import { useT } from '../../i18n/useT';
import { useMoney } from '../../ui/useMoney';

export function Figure({ label, value, kind = 'amount', signed = false, testId }: {
  label: string;
  value: number;
  kind?: 'amount' | 'count';
  /** Win/loss: green above 0, red below. */
  signed?: boolean;
  testId?: string;
}) {
  const { language } = useT();
  const money = useMoney();
  const text = kind === 'amount' ? money(value) : value.toLocaleString(language);
  const tone = signed && value !== 0 ? (value > 0 ? ' agent-figure__value--up' : ' agent-figure__value--down') : '';
  return (
    <div className="agent-figure">
      <dt className="agent-figure__label">{label}</dt>
      <dd className={`agent-figure__value${tone}`} data-testid={testId}>
        {signed && value > 0 ? '+' : ''}
        {text}
      </dd>
    </div>
  );
}
