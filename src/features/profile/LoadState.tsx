/** The profile pages' read before it has a value (src/ui/LoadProblem.tsx), in their words and card. */
import type { ErrorCode } from '../../api/error-codes';
import { LoadProblem } from '../../ui/LoadProblem';

export function LoadState({ failed, reload }: { failed: ErrorCode | null; reload: () => void }) {
  return <LoadProblem loaded={{ failed, reload }} words={() => 'profile_load_failed'} className="profile-card" />;
}
