import { PageHeader } from '../../components/ui/page-header';
import { AffiliatesList } from '../../features/affiliates/components/affiliates-list';

export function AffiliatesPage() {
  return (
    <>
      <PageHeader title="Affiliates" />
      <AffiliatesList />
    </>
  );
}
