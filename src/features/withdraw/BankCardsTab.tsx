/**
 * The member's bank cards: masked to the last four digits, the default marked, another chosen as
 * default with one tap; the add form below while under the operator's allowance, a note at it.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { BankCardList, WithdrawSettings } from '../../api/withdraw-wire';
import { worker } from '../../bridge/worker';
import type { MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { appState } from '../../state/app';
import { FormMessage } from '../../ui/Field';
import { AddCardForm } from './AddCardForm';
import { isUnanswered, refusalKey } from './withdraw-rules';

export interface BankCardsTabProps {
  cards: BankCardList;
  settings: WithdrawSettings;
  onChanged: (cards: BankCardList | null) => void;
}

export function BankCardsTab({ cards, settings, onChanged }: BankCardsTabProps) {
  const { t } = useT();
  const { online } = useSnapshot(appState);
  const [message, setMessage] = useState<MessageKey | null>(null);
  const [added, setAdded] = useState(false);
  const atLimit = cards.list.length >= cards.maxCards;

  async function makeDefault(id: number) {
    setMessage(null);
    if (!online) return setMessage('money_needs_connection');
    const result = await worker().withdraw.setDefaultCard(id);
    if (result.ok) return onChanged(result.value);
    setMessage(isUnanswered(result.code) ? 'money_needs_connection' : refusalKey(result.code));
  }

  return (
    <div className="withdraw-cards">
      <p className="withdraw-muted" data-testid="withdraw-card-count">
        {t('withdraw_cards_count', { count: cards.list.length, max: cards.maxCards })}
      </p>
      {cards.list.length === 0 ? (
        <p className="withdraw-empty">{t('withdraw_cards_empty')}</p>
      ) : (
        <ul className="withdraw-card-list">
          {cards.list.map((card) => (
            <li key={card.id} className="bank-card" data-testid="bank-card">
              <div className="bank-card__main">
                <span className="bank-card__bank">{card.bankName}</span>
                <span className="bank-card__number">•••• •••• •••• {card.last4}</span>
                <span className="bank-card__holder">{t('withdraw_card_holder_line', { name: card.holderName })}</span>
              </div>
              {card.isDefault ? (
                <span className="bank-card__default">{t('withdraw_card_default')}</span>
              ) : (
                <button type="button" className="button button--ghost bank-card__action" onClick={() => void makeDefault(card.id)}>
                  {t('withdraw_card_make_default')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormMessage text={message ? t(message) : null} />
      {added && (
        <p className="withdraw-done" role="status">
          {t('withdraw_card_added')}
        </p>
      )}
      {atLimit ? (
        <p className="withdraw-note" data-testid="withdraw-card-limit">
          {t('withdraw_cards_limit', { max: cards.maxCards })}
        </p>
      ) : (
        <AddCardForm
          banks={settings.banks}
          onAdded={() => {
            setAdded(true);
            onChanged(null);
          }}
        />
      )}
    </div>
  );
}
