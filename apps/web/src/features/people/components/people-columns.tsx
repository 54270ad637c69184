import { phoneTypeLabel, type User, type userListQuerySchema } from '@livery/domain';
import type { DataTableColumn, SortOf } from '../../../components/data-table';

type Column = DataTableColumn<User, SortOf<typeof userListQuerySchema>>;
import { RouterLink } from '../../../components/ui/router-link';

const firstName = (canEdit: boolean): Column => ({
  field: 'firstName',
  headerName: 'First Name',
  sort: 'firstName',
  render: (user) =>
    canEdit ? <RouterLink to={`/users/${user.id}/profile-info`}>{user.firstName}</RouterLink> : user.firstName,
});

const common: Column[] = [
  { field: 'lastName', headerName: 'Last Name', sort: 'lastName' },
  { field: 'email', headerName: 'Email', sort: 'email', flex: 1.5 },
  { field: 'phoneNumber', headerName: 'Phone No' },
];
const createdAt: Column = { field: 'createdAt', headerName: 'Created At', type: 'date', sort: 'createdAt' };

/** SPEC §2 Customers: First Name (a link when the viewer may edit), Last Name, Email, Phone No, Created At. */
export const customerColumns = (canEdit: boolean): Column[] => [firstName(canEdit), ...common, createdAt];

/** Drivers add Social Security Number (masked by the API unless the viewer may edit drivers), carrier, DOB, address. */
export const driverColumns = (canEdit: boolean): Column[] => [
  firstName(canEdit),
  ...common,
  { field: 'socialSecurityNumber', headerName: 'Social Security Number' },
  { field: 'phoneType', headerName: 'Phone No Type', value: (user) => phoneTypeLabel(user.phoneType) },
  { field: 'dob', headerName: 'Date of Birth', type: 'date' },
  { field: 'address', headerName: 'Address', flex: 1.5 },
  createdAt,
];
