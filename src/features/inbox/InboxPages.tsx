import { PendingPage } from '../pending';

export default function Page() {
  return <PendingPage titleKey="hd_home" />;
}
