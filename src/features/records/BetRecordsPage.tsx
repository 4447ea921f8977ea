/** Placeholder until this screen lands. */
export default function BetRecordsPage() {
  return null;
}
