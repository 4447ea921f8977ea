/** The Bank cards tab's data: the cards and the bank list, read before the tab shows. */
import { LoadState } from './LoadState';
import { BankCardsTab } from './BankCardsTab';
import { useBankCards, useWithdrawSettings } from './useWithdrawData';

export function BankCardsScreen() {
  const settings = useWithdrawSettings();
  const cards = useBankCards();
  if (!settings.value) return <LoadState loaded={settings} />;
  if (!cards.value) return <LoadState loaded={cards} />;
  return <BankCardsTab cards={cards.value} settings={settings.value} onChanged={(list) => (list ? cards.set(list) : cards.reload())} />;
}
