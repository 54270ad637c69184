import { phoneTypeLabel, type User } from '@livery/domain';
import type { DataTableColumn } from '../../../components/data-table';
import { RouterLink } from '../../../components/ui/router-link';

const firstName = (canEdit: boolean): DataTableColumn<User> => ({
  field: 'firstName',
  headerName: 'First Name',
  sortable: true,
  render: (user) =>
    canEdit ? <RouterLink to={`/users/${user.id}/profile-info`}>{user.firstName}</RouterLink> : user.firstName,
});

const common: DataTableColumn<User>[] = [
  { field: 'lastName', headerName: 'Last Name', sortable: true },
  { field: 'email', headerName: 'Email', sortable: true, flex: 1.5 },
  { field: 'phoneNumber', headerName: 'Phone No' },
];
const createdAt: DataTableColumn<User> = { field: 'createdAt', headerName: 'Created At', type: 'date', sortable: true };

/** SPEC §2 Customers: First Name (a link when the viewer may edit), Last Name, Email, Phone No, Created At. */
export const customerColumns = (canEdit: boolean): DataTableColumn<User>[] => [
  firstName(canEdit),
  ...common,
  createdAt,
];

/** Drivers add Social Security Number (masked by the API unless the viewer may edit drivers), carrier, DOB, address. */
export const driverColumns = (canEdit: boolean): DataTableColumn<User>[] => [
  firstName(canEdit),
  ...common,
  { field: 'socialSecurityNumber', headerName: 'Social Security Number' },
  { field: 'phoneType', headerName: 'Phone No Type', value: (user) => phoneTypeLabel(user.phoneType) },
  { field: 'dob', headerName: 'Date of Birth', type: 'date' },
  { field: 'address', headerName: 'Address', flex: 1.5 },
  createdAt,
];
