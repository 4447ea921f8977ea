/** Placeholder until this screen lands. */
export default function RewardCentrePage() {
  return null;
}
