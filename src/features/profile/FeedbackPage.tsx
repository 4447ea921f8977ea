/** Placeholder until this screen lands. */
export default function FeedbackPage() {
  return null;
}
