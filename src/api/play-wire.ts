/** Playing on the wire (DESIGN §6): the launch answer, the play balance and a round's result. */

/** POST /wps/game/launch {nodeId}: where the game opens (a one-time launch token in the URL). */
export interface LaunchValue {
  url: string;
}

/** GET /play/api/balance: what the demo game shows (a trial member plays with the trial credit). */
export interface PlayBalance {
  balance: number;
  trial: boolean;
  nodeId: number;
}

/** POST /play/api/bet: one round. */
export interface BetResult {
  roundId: string;
  /** Currency units with two decimals, like the wallet's sumBalance. */
  stake: number;
  payout: number;
  /** The balance right after this round. */
  balance: number;
  /** What the round drew; its shape depends on the game kind. */
  outcome: { kind: string };
  /** True when this answers a repeat of a round that was already played. */
  replayed: boolean;
}
