/** Placeholder until the wallet screens land. */
export default function WalletPage() {
  return null;
}
