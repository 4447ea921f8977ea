/**
 * Main wallet ↔ own-wallet vendor (SPEC §7 transfer): ONE ledger transfer between the member's
 * main wallet and their wallet at the vendor. Its key derives from the client's Idempotency-Key,
 * so a retried request (lost answer, double tap, a burst of the same request) moves money once;
 * the ledger refuses an overdraft of either side.
 */
import { ERROR_CODE, type ErrorCode } from '../../src/api/error-codes';
import { MAIN_WALLET, type TransferValue } from '../../src/api/wallet-wire';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { ACCOUNTS, LedgerError, transfer } from '../ledger';
import { findOwnWalletVendor } from './vendor-wallets';

export interface WalletTransferInput {
  memberId: number;
  /** 'main' or a vendor code; exactly one side is main (the registry's schema says so). */
  from: string;
  to: string;
  amountCents: number;
  idempotencyKey: string;
  now?: Date;
}

export type WalletTransferOutcome = { ok: true; value: TransferValue } | { ok: false; status: 400 | 404 | 409 | 422; code: ErrorCode; message: string };

const isMain = (name: string) => name.toLowerCase() === MAIN_WALLET;

/** Scoped by member: two members' keys never meet, whatever they pick. */
export const walletTransferKey = (memberId: number, idempotencyKey: string) => `wallet-transfer:${memberId}:${idempotencyKey}`;

export async function transferBetweenWallets(db: Db, input: WalletTransferInput): Promise<WalletTransferOutcome> {
  const { memberId } = input;
  const outward = isMain(input.from);
  const vendorName = outward ? input.to : input.from;
  const vendor = await findOwnWalletVendor(db, vendorName);
  if (!vendor) return { ok: false, status: 404, code: ERROR_CODE.vendorWalletUnknown, message: `${vendorName} keeps no wallet of its own` };
  const main = ACCOUNTS.wallet(memberId);
  const atVendor = ACCOUNTS.vendor(memberId, vendor.code);
  try {
    const { transfer: done } = await inTransaction(db, (trx) =>
      transfer(trx, {
        key: walletTransferKey(memberId, input.idempotencyKey),
        debit: outward ? main : atVendor,
        credit: outward ? atVendor : main,
        amountCents: input.amountCents,
        kind: outward ? 'transfer_out' : 'transfer_in',
        memberId,
        reference: `vendor:${vendor.code}`,
        now: input.now,
      }),
    );
    return {
      ok: true,
      value: {
        from: outward ? MAIN_WALLET : vendor.code,
        to: outward ? vendor.code : MAIN_WALLET,
        amount: done.amountCents / 100,
        fromBalance: done.debitAfterCents / 100,
        toBalance: done.creditAfterCents / 100,
      },
    };
  } catch (error) {
    if (error instanceof LedgerError) return { ok: false, status: error.status, code: error.code, message: error.message };
    throw error;
  }
}
