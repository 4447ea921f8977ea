/** The reference server the worker's integration tests run against, with the worker's session on it. */
import { afterAll, beforeEach } from 'vitest';
import { session } from '../../worker/session';
import { listeningServerForFile, type ListeningServer } from '../server/helpers';

/**
 * A listening reference server for the file (temp database, real HTTP). Before each test the
 * worker's session talks to it as the demo merchant in English; after the last, the session signs
 * out while the server can still revoke its token.
 */
export function workerServerForFile(): ListeningServer {
  const server = listeningServerForFile();
  afterAll(() => session.signOut());
  beforeEach(() => {
    session.configure({ baseUrl: server.base, merchant: 'DEMO', language: 'en' });
  });
  return server;
}
