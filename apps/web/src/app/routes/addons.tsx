import { PageHeader } from '../../components/ui/page-header';
import { AddonsList } from '../../features/addons/components/addons-list';

export function AddonsPage() {
  return (
    <>
      <PageHeader title="Addons" />
      <AddonsList />
    </>
  );
}
