/**
 * /m/rewardCenter, the reward centre (SPEC §2; its task list is the named page CustomerTask):
 * REWCEN3 gates it like the side menu (the route's gate, which also sends a visitor to /m/login
 * and shows a trial guest the register prompt). Each task shows its progress, status label (SPEC §4) and reward, and what to do next.
 * Offline, the last copy with its actions off. A lazy chunk.
 */
import { useCatalogueArea } from '../../i18n/areas';
import { CustomerTask } from './CustomerTask';
import './rewards.css';

export default function RewardCentrePage() {
  // The connection texts are in messages; the page's own in records.
  useCatalogueArea('messages');
  useCatalogueArea('records');
  return <CustomerTask />;
}
