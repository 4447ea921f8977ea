/** Error codes the client itself produces; server codes (SPEC §8 and ours) pass through as strings. */
export const CLIENT_ERROR = {
  /** No network, or the service worker answered with its offline envelope. */
  offline: 'offline',
  /** The request took longer than its timeout (SPEC §9 loading timeouts). */
  timeout: 'timeout',
  /** The answer was not a wps envelope (HTML error page, truncated JSON, …). */
  badResponse: 'bad_response',
  /** HTTP 401 or a session error: the token is no longer valid. */
  unauthorised: 'unauthorised',
} as const;

/** A failed wps call: the envelope's code and message, plus the HTTP status when there was one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: string,
    message: string,
    readonly status = 0,
  ) {
    super(message);
  }

  /** Network-level failures are worth retrying; an answered 4xx is not. */
  get transient(): boolean {
    return (
      this.code === CLIENT_ERROR.offline ||
      this.code === CLIENT_ERROR.timeout ||
      this.status === 0 ||
      this.status >= 500
    );
  }
}
