/** Wallet calls (SPEC §7 "Agent, wallet, deposit, withdraw"). */
export const walletEndpoints = {};
