/** Placeholder until the deposit screens land. */
export default function DepositPage() {
  return null;
}
