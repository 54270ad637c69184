import { PageHeader } from '../../components/ui/page-header';
import { PeopleList } from '../../features/people/components/people-list';

export function CustomersPage() {
  return (
    <>
      <PageHeader title="Customers" />
      <PeopleList role="customer" />
    </>
  );
}

export function DriversPage() {
  return (
    <>
      <PageHeader title="Drivers" />
      <PeopleList role="driver" />
    </>
  );
}
