/** Placeholder until this screen lands. */
export default function VipBenefitsPage() {
  return null;
}
