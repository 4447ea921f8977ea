/** The double-entry ledger: accounts, transfers, holds and the invariant check. */
export { ACCOUNTS, type AccountKind, type AccountRef, type TransferKind } from './accounts';
export { accountId, balanceOf, findTransferByKey, LedgerError, lockAccount, transfer, type Transfer, type TransferInput, type TransferResult } from './transfer';
export { placeHold, postHold, voidHold, type HoldInput } from './holds';
export { checkLedger, ledgerHealthy, type LedgerReport } from './check';
export { statementOf, type StatementLine, type StatementQuery } from './statement';
export { writeTransfersInBulk, type BulkTransfer } from './bulk';
