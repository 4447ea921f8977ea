/** The wps envelope (SPEC §7): every answer is a success with its value or a failure with its code. DOM-free, shared by every context and the server. */

/** Every wps answer is one of these two (SPEC §7). */
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;
export interface SuccessEnvelope<T> {
  success: true;
  value: T;
}
export interface FailureEnvelope {
  success: false;
  errorCode: string;
  message: string;
  /** Extra facts about the failure, e.g. a failed login's `{ captcha: true }` (SPEC §8). */
  value?: unknown;
}
