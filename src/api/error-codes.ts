/**
 * Every error code a wps answer or the client itself can carry, in one catalogue shared by the
 * server (it answers them), the worker and the page (they map them to catalogue keys). SPEC §8
 * names some; the rest are ours. A code not listed here cannot be sent: `failure()` and ApiError
 * take an ErrorCode.
 */
export const ERROR_CODE = {
  // ---- any call
  invalidParameter: 'invalid_parameter',
  notFound: 'not_found',
  unknownMerchant: 'unknown_merchant',
  serverError: 'server_error',
  /** The request body is larger than the call takes (413); the rest of it was not read. */
  payloadTooLarge: 'payload_too_large',
  /** SPEC §8 "not logged in": no token, or one this server never issued. */
  notLoggedIn: 'not_logged_in',
  /** SPEC §8 "account logged out": the token expired or was revoked (logout). */
  accountLoggedOut: 'account_logged_out',
  /** SPEC §8 "user does not exist or disabled". */
  userNotFound: 'user_not_found',
  /** The caller's role may not do this (a trial member marking a notice read, SPEC §6). */
  noPermission: 'no_permission',
  /** The request named a Host this server does not answer for (421; PUBLIC_ORIGIN, ALLOWED_HOSTS). */
  hostNotAllowed: 'host_not_allowed',

  // ---- idempotent ops (DESIGN §3)
  /** The same Idempotency-Key came with another request (member, method, path or body). */
  idempotencyKeyReused: 'idempotency_key_reused',
  /** The first request with this key is still being applied: retry shortly. */
  opInProgress: 'op_in_progress',
  /**
   * The first request with this key was applied, then the server stopped before answering, and
   * its answer cannot be rebuilt: it took effect once; read the current state instead of retrying.
   */
  opAppliedAnswerLost: 'op_applied_answer_lost',

  // ---- games and content
  gameNotFound: 'game_not_found',
  gameUnavailable: 'game_unavailable',
  /** The live stream cannot be served now (the instance lost its database notifications): keep polling. */
  liveUnavailable: 'live_unavailable',
  announcementNotFound: 'announcement_not_found',
  promotionNotFound: 'promotion_not_found',
  /** The promotion takes no such action now (not open yet, closed, already joined, nothing to do). */
  promotionNotAvailable: 'promotion_not_available',
  messageNotFound: 'message_not_found',
  /** Live chat is switched off for this site (whitelabel flag CBS3). */
  chatUnavailable: 'chat_unavailable',

  // ---- demo game play
  launchInvalid: 'launch_invalid',
  playSessionInvalid: 'play_session_invalid',
  insufficientBalance: 'insufficient_balance',
  roundIdReused: 'round_id_reused',

  // ---- lottery and sports (SPEC §1 lottery, e-lottery, sports; §7 lottery orders)
  /** The draw named is no longer taking orders (its close time passed), or is not a draw of this game. */
  drawClosed: 'draw_closed',
  drawNotFound: 'draw_not_found',
  /** A stake outside the bet type's or the sportsbook's limits. */
  stakeOutOfRange: 'stake_out_of_range',
  /** A number that the bet type does not take (e.g. '7' for the last two digits). */
  invalidPick: 'invalid_pick',
  lotteryOrderNotFound: 'lottery_order_not_found',
  /** The suborder was already cancelled or settled, or its draw has closed. */
  suborderNotCancellable: 'suborder_not_cancellable',
  matchNotFound: 'match_not_found',
  /** The match is not taking bets now (finished, or its market suspended). */
  matchNotOpen: 'match_not_open',
  /** A price the player saw has moved: the answer's value carries the current ones to confirm. */
  oddsChanged: 'odds_changed',
  /** An accumulator with two selections on one match, or with fewer or more legs than allowed. */
  invalidAccumulator: 'invalid_accumulator',

  // ---- money (wallet, deposit, withdraw; DESIGN §6 "Money")
  /** A money call came without the Idempotency-Key it must carry. */
  idempotencyKeyRequired: 'idempotency_key_required',
  /** The amount is outside the method's limits. */
  amountOutOfRange: 'amount_out_of_range',
  /** Trial (type 4) guests play with credit that is not money: no deposit, withdrawal or transfer. */
  trialNoMoney: 'trial_no_money',
  /** The operator already decided this order (approved or rejected). */
  alreadyDecided: 'already_decided',
  depositMethodUnavailable: 'deposit_method_unavailable',
  depositOrderNotFound: 'deposit_order_not_found',
  depositOrderExpired: 'deposit_order_expired',
  /** A gateway callback whose signature does not verify. */
  gatewaySignatureInvalid: 'gateway_signature_invalid',
  uploadTooLarge: 'upload_too_large',
  uploadTypeNotAllowed: 'upload_type_not_allowed',
  bankCardInvalid: 'bank_card_invalid',
  bankCardLimit: 'bank_card_limit',
  bankCardDuplicate: 'bank_card_duplicate',
  bankCardNotFound: 'bank_card_not_found',
  paymentPasswordNotSet: 'payment_password_not_set',
  paymentPasswordAlreadySet: 'payment_password_already_set',
  paymentPasswordWrong: 'payment_password_wrong',
  paymentPasswordLocked: 'payment_password_locked',
  withdrawalNotFound: 'withdrawal_not_found',
  vendorWalletUnknown: 'vendor_wallet_unknown',
  bonusNotClaimable: 'bonus_not_claimable',
  /** No rebate earned since the last claim (no turnover, or a rate of 0). */
  rebateNothingToClaim: 'rebate_nothing_to_claim',
  /** A reward-centre mission that is not reached yet, already claimed for its period, or not open. */
  missionNotClaimable: 'mission_not_claimable',

  // ---- personal settings, real-name verification, feedback (SPEC §5, §9)
  /** Not a real date as YYYY-MM-DD, before 1900-01-01 or after today. */
  birthdayInvalid: 'birthday_invalid',
  /** Younger than the operator's minimum age (18 or 21). */
  ageTooYoung: 'age_too_young',
  /** Not an address by the email pattern of SPEC §5 (in_email_incorrect). */
  emailInvalid: 'email_invalid',
  /** Feedback outside the operator's word bounds. */
  feedbackWordCount: 'feedback_word_count',
  /** More images than a call takes (at most 3). */
  uploadTooMany: 'upload_too_many',
  /** A real-name submission is already under review. */
  verificationPending: 'verification_pending',
  /** The member is already verified: nothing more to submit. */
  alreadyVerified: 'already_verified',
  verificationNotFound: 'verification_not_found',
  feedbackNotFound: 'feedback_not_found',

  // ---- agent programme (SPEC §1, §6, §7 "Agent")
  /** SPEC §6: the caller's member type is not an agent's (0, 4, 40; 41 and 42 too for contracts). */
  notAgent: 'not_agent',
  /** The member named is not in the caller's team (unknown, the caller itself, or another agent's). */
  notYourDownline: 'not_your_downline',
  /** A downline's or a link's rebate rate above the agent's own. */
  rebateAboveOwn: 'rebate_above_own',
  /** Lowering a downline's rate below a rate that downline already gave its own downlines. */
  rebateBelowDownline: 'rebate_below_downline',
  /** The agent has no quota left at that rebate rate. */
  agentQuotaExceeded: 'agent_quota_exceeded',
  /** The agent already has the most affiliate links allowed. */
  agentLinkLimit: 'agent_link_limit',
  /** Contracts are between agents: the downline named is not one (SPEC §6 41 and 42 included). */
  downlineNotAgent: 'downline_not_agent',
  /** A contract tier above what the upline's own contract of that kind pays, or above the cap. */
  contractAboveOwn: 'contract_above_own',
  contractNotFound: 'contract_not_found',
  /** The contract was already accepted, rejected or replaced. */
  contractNotPending: 'contract_not_pending',
  /** The proposer holds no active contract of that kind, so it has none to give. */
  contractNoneToGive: 'contract_none_to_give',
  /** A tier above what the site lets a contract of that kind pay (its share of the house's edge). */
  contractAboveSiteCap: 'contract_above_site_cap',
  /** The downline shares a bank card with the proposer: one owner cannot contract with itself. */
  contractSameOwner: 'contract_same_owner',
  /** The operator grants contracts only to agents at the top of the tree (no upline). */
  contractNotTopAgent: 'contract_not_top_agent',

  // ---- accounts (SPEC §8 and ours)
  captchaRequired: 'captcha_required',
  captchaError: 'captcha_error',
  wrongPassword: 'wrong_password',
  tooManyAttempts: 'too_many_attempts',
  tooManyRequests: 'too_many_requests',
  /** An SMS request without the slider captcha's answer (SPEC §3 slider-captcha fields). */
  sliderRequired: 'slider_required',
  /** The slider was let go off the gap, or the challenge is unknown, used or expired: ask a new one. */
  sliderError: 'slider_error',
  usernameExists: 'username_exists',
  userNotExistOrDisabled: 'user_not_exist_or_disabled',
  invalidInvitationCode: 'invalid_invitation_code',
  referrerLinkError: 'referrer_link_error',
  verificationCodeError: 'verification_code_error',
  encryptionRequired: 'encryption_required',
  newSameAsOld: 'modify.new.old.same',
  confirmationMismatch: 'confirmation_mismatch',
  oldPasswordWrong: 'old_password_wrong',
  firebaseNotConfigured: 'firebase_not_configured',
  firebaseTokenInvalid: 'firebase_token_invalid',
  /** Registration with a mobile number another member already has. */
  mobileExists: 'mobile_exists',

  // ---- deposit bonuses and their wagering
  /** The deposit promotion's rules do not give this member its bonus now (first deposit, application, once, period). */
  bonusNotEligible: 'bonus_not_eligible',
  /** The withdrawal asks for more than the wallet's withdrawable part: the rest is locked by a bonus's wagering. */
  bonusLocked: 'bonus_locked',
  /** Nothing to forfeit: the member has no bonus still wagering. */
  noActiveBonus: 'no_active_bonus',

  // ---- produced by the client, never sent by the server
  /** No network, or the service worker answered with its offline envelope. */
  offline: 'offline',
  /** The request took longer than its timeout (SPEC §9 loading timeouts). */
  timeout: 'timeout',
  /** The answer was not a wps envelope (HTML error page, truncated JSON, …). */
  badResponse: 'bad_response',
  /** HTTP 401 without a code of its own: the token is no longer valid. */
  unauthorised: 'unauthorised',
  /** A failure envelope whose code this client does not know (another backend's). */
  unknown: 'unknown',
} as const;

export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];

const KNOWN: ReadonlySet<string> = new Set(Object.values(ERROR_CODE));

/** A code from the wire: kept when the catalogue knows it, else `unknown` (the message keeps the text). */
export function toErrorCode(code: unknown): ErrorCode {
  return typeof code === 'string' && KNOWN.has(code) ? (code as ErrorCode) : ERROR_CODE.unknown;
}
