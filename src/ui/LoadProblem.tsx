/**
 * THE box a cached read shows before it has a value (src/ui/useLoaded.ts): a quiet frame while it
 * loads, then — only if it failed — why (the area's words for the code) and "Try again". Every
 * area's read uses it; the area gives the words and the card's look.
 */
import type { ErrorCode } from '../api/error-codes';
import { ERROR_CODE } from '../api/error-codes';
import type { MessageKey } from '../i18n';
import { useT } from '../i18n/useT';
import type { Loaded } from './useLoaded';
import './load-problem.css';

/** No connection (offline, too slow) rather than a refusal: the words differ, the retry does not. */
export const isNoConnection = (failed: ErrorCode) => failed === ERROR_CODE.offline || failed === ERROR_CODE.timeout;

export function LoadProblem({ loaded, words, className = 'load-problem', testId }: {
  loaded: Pick<Loaded<unknown>, 'failed' | 'reload'>;
  /** The text for a failure's code. */
  words: (failed: ErrorCode) => MessageKey;
  /** The card's classes (the area's look). */
  className?: string;
  testId?: string;
}) {
  const { t } = useT();
  if (!loaded.failed) return <div className="load-frame" role="status" aria-busy="true" />;
  return (
    <div className={className} role="alert" data-testid={testId}>
      <p>{t(words(loaded.failed))}</p>
      <button type="button" className="button button--ghost" onClick={loaded.reload}>
        {t('retry')}
      </button>
    </div>
  );
}
