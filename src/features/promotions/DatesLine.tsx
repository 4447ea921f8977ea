import { useT } from '../../i18n/useT';
import { datesLine } from './promotion-rules';

/** SPEC §2: YYYY/MM/DD; one date when start and end are equal; the long-term label with noExpiry 1. */
export function DatesLine({ promotion }: { promotion: { startDate: string; endDate: string; noExpiry: 0 | 1 } }) {
  const { t } = useT();
  const line = datesLine(promotion);
  return (
    <p className="promo-dates" data-testid="promo-dates">
      <i className="icon promo-dates__icon" aria-hidden="true" />
      {line.kind === 'longTerm' && t('promotions_long_term')}
      {line.kind === 'single' && <time dateTime={line.date.replaceAll('/', '-')}>{line.date}</time>}
      {line.kind === 'range' && (
        <>
          <time dateTime={line.start.replaceAll('/', '-')}>{line.start}</time>
          {' – '}
          <time dateTime={line.end.replaceAll('/', '-')}>{line.end}</time>
        </>
      )}
    </p>
  );
}
