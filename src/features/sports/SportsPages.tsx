/** The sportsbook's pages (matches, in play, the bet slip, my bets), by route. */
import { PendingPage } from '../pending';

export default function Page() {
  return <PendingPage titleKey="sportsbook" />;
}
