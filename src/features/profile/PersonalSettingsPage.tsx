/** Placeholder until this screen lands. */
export default function PersonalSettingsPage() {
  return null;
}
