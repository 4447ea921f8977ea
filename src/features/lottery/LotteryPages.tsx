/** The lottery's pages (draw and slip, numero, orders, results), by route. */
import { PendingPage } from '../pending';

export default function Page() {
  return <PendingPage titleKey="lottery_game" />;
}
