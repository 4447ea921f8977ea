/**
 * Main wallet ↔ game wallet (SPEC §7 transfer). Online only: offline the form keeps what was
 * typed and says a connection is needed. One Idempotency-Key per operation (useOperationKey): a
 * submit whose answer was lost is sent again with the same key, so the money moves once.
 */
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { ERROR_CODE } from '../../api/error-codes';
import { checkAmount, type AmountProblem } from '../../api/money';
import { MAIN_WALLET } from '../../api/wallet-wire';
import { worker } from '../../bridge/worker';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { AmountField } from '../../ui/AmountField';
import { useCheckedText } from '../../ui/useCheckedText';
import { FormMessage } from '../../ui/Field';
import { useOperationKey } from '../../ui/useOperationKey';
import { Money } from './Money';
import type { SummaryState } from './useWalletSummary';
import { pairFor, walletOptions } from './wallet-rules';
import { refusalKey } from '../../ui/refusal';
import { walletEndpoints } from '../../api/endpoints/wallet';
import { useMoney } from '../../ui/useMoney';

const LIMITS = { min: 1, max: 1_000_000 };
const QUICK_AMOUNTS = [100, 500, 1000] as const;



type Message = { key: MessageKey; params?: Record<string, string>; tone: 'ok' | 'error' };

export function TransferPanel({ state }: { state: SummaryState }) {
  const { t } = useT();
  const money = useMoney();
  const { online } = useSnapshot(appState);
  const operation = useOperationKey('wallet-transfer');
  const { summary, loading } = state;
  const firstVendor = summary?.vendors[0]?.code ?? '';
  const [pair, setPair] = useState<{ from: string; to: string }>({ from: MAIN_WALLET, to: '' });
  const amount = useCheckedText<AmountProblem>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  if (summary && summary.vendors.length === 0) return <p className="wallet-note">{t('wallet_transfer_no_vendor')}</p>;
  const options = summary ? walletOptions(summary, t('wallet_main')) : [];
  const sides = { from: pair.from, to: pair.to || firstVendor };
  const source = options.find((option) => option.code === sides.from);
  const target = options.find((option) => option.code === sides.to);
  const limits = { ...LIMITS, available: source?.balance ?? 0 };

  const choose = (side: 'from' | 'to', code: string) => {
    setPair(pairFor(side, code, sides, firstVendor));
    setMessage(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAmount(amount.text, limits);
    if (!amount.accept(checked) || !source || !target) return;
    // Offline: nothing is sent and nothing is queued; the input stays for when the network is back.
    if (!online) return setMessage({ key: 'money_needs_connection', tone: 'error' });
    const input = { from: sides.from, to: sides.to, amount: checked.amount };
    setBusy(true);
    setMessage(null);
    try {
      const result = await worker().wallet.transfer(input, operation.keyFor(JSON.stringify(input)));
      if (result.ok) {
        operation.settle();
        amount.setText('');
        setMessage({ key: 'wallet_transfer_done', params: { amount: money(result.value.amount), from: source.name, to: target.name }, tone: 'ok' });
        state.reload();
      } else if (result.transient) {
        // No definitive answer: the key is kept, so the next tap cannot move the money twice.
        setMessage({ key: result.code === ERROR_CODE.offline ? 'money_needs_connection' : 'money_retry_same', tone: 'error' });
      } else {
        operation.settle();
        setMessage({ key: refusalKey(walletEndpoints.walletTransfer, result.code, 'wallet_error_failed'), tone: 'error' });
        if (result.code === ERROR_CODE.insufficientBalance) state.reload();
      }
    } catch {
      setMessage({ key: 'money_retry_same', tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="wallet-transfer" onSubmit={(event) => void submit(event)} noValidate>
      <div className="wallet-transfer__sides">
        <WalletSide side="from" label={t('wallet_transfer_from')} value={sides.from} options={options} onChoose={choose} disabled={busy} />
        <button
          type="button"
          className="wallet-icon-button wallet-transfer__swap"
          aria-label={t('wallet_transfer_swap')}
          disabled={busy}
          onClick={() => setPair({ from: sides.to, to: sides.from })}
        >
          <span aria-hidden="true">⇄</span>
        </button>
        <WalletSide side="to" label={t('wallet_transfer_to')} value={sides.to} options={options} onChoose={choose} disabled={busy} />
      </div>
      <p className="wallet-transfer__available">
        <span>{t('wallet_transfer_available')}</span>
        <Money amount={source?.balance} refreshing={loading} testId="transfer-available" />
      </p>
      <AmountField {...amount.field} limits={limits} quickAmounts={QUICK_AMOUNTS} disabled={busy} />
      <button type="submit" className="button wallet-transfer__submit" disabled={busy || !summary} aria-busy={busy}>
        {t('wallet_transfer_submit')}
      </button>
      {message?.tone === 'ok' ? (
        <p className="wallet-note wallet-note--ok" role="status">
          {t(message.key, message.params)}
        </p>
      ) : (
        <FormMessage text={message ? t(message.key, message.params) : null} />
      )}
    </form>
  );
}

/** One side of a transfer: which wallet the money leaves or reaches. */
function WalletSide({ side, label, value, options, onChoose, disabled }: {
  side: 'from' | 'to';
  label: string;
  value: string;
  options: readonly { code: string; name: string }[];
  onChoose: (side: 'from' | 'to', code: string) => void;
  disabled: boolean;
}) {
  return (
    <label className="wallet-filter">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChoose(side, e.target.value)} disabled={disabled} data-testid={`transfer-${side}`}>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}
