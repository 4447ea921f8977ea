/**
 * /m/rewardCenter, the reward centre (SPEC §2; its task list is the named page CustomerTask):
 * REWCEN3 gates it like the side menu; a visitor goes to /m/login, a trial guest gets the trial
 * prompt. Each task shows its progress, status label (SPEC §4) and reward, and what to do next.
 * Offline, the last copy with its actions off. A lazy chunk.
 */
import { useSnapshot } from 'valtio';
import { useCatalogueArea } from '../../i18n/areas';
import { isTrial, session } from '../../state/session';
import { TrialPrompt } from '../member';
import { CustomerTask } from './CustomerTask';
import { useMemberGate } from './useMemberGate';
import './records.css';

export default function RewardCentrePage() {
  // The connection texts are in messages; the page's own in records.
  useCatalogueArea('messages');
  useCatalogueArea('records');
  const { info } = useSnapshot(session);
  const gate = useMemberGate('rewardCenter');
  if (gate === 'leave') return null;
  if (isTrial(info)) return <TrialPrompt />;
  if (gate === 'wait') return <div className="records-loading" role="status" aria-busy="true" />;
  return <CustomerTask />;
}
