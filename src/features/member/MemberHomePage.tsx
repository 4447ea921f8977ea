/**
 * /m/member/home, the member centre (SPEC §6). The centre itself is still to be built, so members
 * and visitors see the pending note; a trial guest (type 4) gets the free_reject prompt instead,
 * whose only ways out are home (Cancel, close) or registration. A lazy chunk.
 */
import { useSnapshot } from 'valtio';
import { isTrial, session } from '../../state/session';
import { PendingPage } from '../pending';
import { TrialPrompt } from './TrialPrompt';

export default function MemberHomePage() {
  const { info } = useSnapshot(session);
  if (!isTrial(info)) return <PendingPage titleKey="label_mine" />;
  return <TrialPrompt />;
}
