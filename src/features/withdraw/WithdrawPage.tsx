/** Placeholder until the withdraw screens land. */
export default function WithdrawPage() {
  return null;
}
