/** Placeholder until this screen lands. */
export default function RebatePage() {
  return null;
}
