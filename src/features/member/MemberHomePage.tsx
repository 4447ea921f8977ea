/**
 * /m/member/home, the member centre (SPEC §2, §4, §6): the header card and the shortcuts in the
 * template the operator chose (mem_cen). Members only (the route's gate: a visitor goes to
 * /m/login, a trial guest meets the register prompt). A lazy chunk.
 */
import { useSnapshot } from 'valtio';
import { session } from '../../state/session';
import { MemberCentre } from './MemberCentre';
import './member.css';

export default function MemberHomePage() {
  const { userKey } = useSnapshot(session);
  return <MemberCentre userKey={userKey} />;
}
