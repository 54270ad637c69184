import { PageHeader } from '../../components/ui/page-header';
import { SurgesList } from '../../features/surges/components/surges-list';

export function SurgesPage() {
  return (
    <>
      <PageHeader title="Surges" />
      <SurgesList />
    </>
  );
}
