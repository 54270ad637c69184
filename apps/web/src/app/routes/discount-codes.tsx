import { PageHeader } from '../../components/ui/page-header';
import { DiscountCodesList } from '../../features/discount-codes/components/discount-codes-list';

export function DiscountCodesPage() {
  return (
    <>
      <PageHeader title="Discount Codes" />
      <DiscountCodesList />
    </>
  );
}
