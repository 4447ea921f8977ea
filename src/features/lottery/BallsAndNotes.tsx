/** Small pieces every lottery page shares: the result balls, the "as of" line and notes. */
import { Link } from 'wouter';
import { ERROR_CODE, type ErrorCode } from '../../api/error-codes';
import { RESULT_DIGITS } from '../../api/lottery-rules';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { isNoConnection, LoadProblem } from '../../ui/LoadProblem';
import { formatTime } from './format';
import { isStale, WORD_PICK_KEYS } from './lottery-page-rules';

/** The five digits of a result; `highlight` marks the last N (the digits a last-N pick is judged on). */
export function DigitBalls({ result, highlight = 0, label }: { result: string | null; highlight?: number; label: string }) {
  const digits = result ? result.split('') : Array.from({ length: RESULT_DIGITS }, () => '?');
  return (
    <span className="lottery-balls" role="img" aria-label={result ? `${label} ${result}` : label} data-testid="lottery-balls">
      {digits.map((digit, index) => (
        <span key={index} className={`lottery-ball${index >= digits.length - highlight ? ' lottery-ball--hit' : ''}`} aria-hidden="true">
          {digit}
        </span>
      ))}
    </span>
  );
}

/** When what shows was made, and a mark when it is an old copy (offline, or a copy the device kept). */
export function AsOf({ asOf, now, online }: { asOf: string; now: number; online: boolean }) {
  const { t, language } = useT();
  const stale = isStale(asOf, now, online);
  return (
    <p className={`lottery-asof${stale ? ' lottery-asof--stale' : ''}`} data-testid="lottery-asof" data-stale={stale ? 'true' : 'false'}>
      {t('lottery_as_of', { time: formatTime(asOf, language) })}
      {stale && <span className="lottery-chip lottery-chip--stale">{t('lottery_stale')}</span>}
    </p>
  );
}

export interface Note {
  key: MessageKey;
  params?: Record<string, string>;
  tone: 'ok' | 'error';
  /** A link under the note (the order just placed). */
  link?: { to: string; key: MessageKey };
}

export function NoteLine({ note, testId }: { note: Note | null; testId: string }) {
  const { t } = useT();
  if (!note) return null;
  return (
    <div className={`lottery-note lottery-note--${note.tone}`} role={note.tone === 'ok' ? 'status' : 'alert'} data-testid={testId}>
      <p>{t(note.key, note.params)}</p>
      {note.link && (
        <Link href={note.link.to} className="lottery-note__link">
          {t(note.link.key)}
        </Link>
      )}
    </div>
  );
}

/** Before a read has a value: a quiet frame, or why not and a retry (src/ui/LoadProblem.tsx), in the lottery's words. */
export function LoadFrame({ failed, reload }: { failed: ErrorCode | null; reload: () => void }) {
  const words = (code: ErrorCode): MessageKey =>
    isNoConnection(code) ? 'lottery_offline_none' : code === ERROR_CODE.gameNotFound ? 'lottery_error_game_not_found' : code === ERROR_CODE.lotteryOrderNotFound ? 'lottery_error_order_not_found' : 'lottery_load_failed';
  return <LoadProblem loaded={{ failed, reload }} words={words} className="lottery-card lottery-card--note" />;
}

/** A pick as the reader reads it: word picks in their language, digits as they are. */
export function usePickText(): (pick: string) => string {
  const { t } = useT();
  return (pick) => {
    const key = WORD_PICK_KEYS[pick];
    return key ? t(key) : pick;
  };
}
