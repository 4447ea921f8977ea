/**
 * `games.launch`: the server's launch call (online only, like money: never queued) and the
 * recent-games record. The server records the launch as recent itself; the local outbox op puts
 * the game at the top of the device's recent list at once (also before the next sync), and its
 * repeat on the server is harmless because recent is set-like.
 *
 * WARNING: the answer crosses to the page by structured clone, which drops an ApiError's code and
 * status; so failures come back as a value, not as a thrown error.
 */
import { ENDPOINTS } from '../../src/api/endpoints';
import { ApiError, ERROR_CODE, type ErrorCode } from '../../src/api/errors';
import { endLocalSession } from '../account/local-session';
import { client, currentConfig } from '../context';
import { recent } from '../outbox';

export type LaunchResult = { ok: true; url: string } | { ok: false; code: ErrorCode; status: number };

export async function launch(nodeId: number): Promise<LaunchResult> {
  const { token } = currentConfig();
  if (!token) return { ok: false, code: ERROR_CODE.unauthorised, status: 401 };
  let url: string;
  try {
    ({ url } = await client.call(ENDPOINTS.launch, { body: { nodeId } }));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // The session is over on the server: forget it here too, as a failed member refresh does.
    if (error.status === 401) await endLocalSession(token);
    return { ok: false, code: error.code, status: error.status };
  }
  // A failed local record must not stop the game from opening: the server has it anyway.
  await recent.add(nodeId).catch(() => undefined);
  return { ok: true, url };
}
