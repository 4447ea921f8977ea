/**
 * The promotion routes' one lazy chunk (SPEC §2 /m/activity, /m/activityDetail): picks the page
 * by route once the area's texts are in.
 */
import { useRoute } from 'wouter';
import { useCatalogueArea } from '../../i18n/areas';
import { pathOf } from '../../routes';
import { PromotionDetailPage } from './PromotionDetailPage';
import { PromotionListPage } from './PromotionListPage';
import '../../ui/tabs.css';
import './promotions.css';

export default function PromotionPages() {
  useCatalogueArea('promotions');
  const [detail] = useRoute(pathOf('activityDetail'));
  return detail ? <PromotionDetailPage /> : <PromotionListPage />;
}
