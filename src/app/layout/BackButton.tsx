import { useLocation } from 'wouter';
import { useT } from '../../i18n/useT';
import { backTarget } from '../../ui/back-rules';
import { goBack } from '../../ui/navigation';

/** SPEC §2 "Back arrow": the rules live in back-rules.ts; home has none. */
export function BackButton({ path }: { path: string }) {
  const { t } = useT();
  const [, navigate] = useLocation();
  if (backTarget(path) === 'none') return null;
  return (
    <button type="button" className="icon-button" aria-label={t('back')} onClick={() => goBack(path, navigate)}>
      <i className="icon icon--back" aria-hidden="true" />
    </button>
  );
}
