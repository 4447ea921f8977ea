/** The agent pages' read before it has a value (src/ui/LoadProblem.tsx): offline with no copy, not an agent, or failed. */
import { ERROR_CODE } from '../../api/error-codes';
import { isNoConnection, LoadProblem } from '../../ui/LoadProblem';
import type { Loaded } from '../../ui/useLoaded';

export function LoadNote({ loaded }: { loaded: Pick<Loaded<unknown>, 'failed' | 'reload'> }) {
  return (
    <LoadProblem
      loaded={loaded}
      words={(failed) => (isNoConnection(failed) ? 'agent_offline_none' : failed === ERROR_CODE.notAgent ? 'agent_only' : 'agent_load_failed')}
      className="agent-card agent-card--note"
    />
  );
}
