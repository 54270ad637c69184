import { PageHeader } from '../../components/ui/page-header';
import { CarsList } from '../../features/cars/components/cars-list';

export function CarsPage() {
  return (
    <>
      <PageHeader title="Cars" />
      <CarsList />
    </>
  );
}
