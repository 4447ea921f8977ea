/** The leaderboard (SPEC §7 rank list). */
import { PendingPage } from '../pending';

export default function Page() {
  return <PendingPage titleKey="rank_list" />;
}
