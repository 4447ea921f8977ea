/** The three contract pages (SPEC §2 /m/member/agent/getSalaryContract, …). Being built. */
import { useCatalogueArea } from '../../i18n/areas';
import { useT } from '../../i18n/useT';

export default function ContractPage() {
  useCatalogueArea('contracts');
  const { t } = useT();
  return <h2 data-testid="contract-page">{t('contract_heading_salary')}</h2>;
}
