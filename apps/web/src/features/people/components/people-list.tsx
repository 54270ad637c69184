import { mdiDelete, mdiPencil, mdiSteering } from '@mdi/js';
import { createUserSchema, type User, type UserListRole } from '@livery/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type RowAction } from '../../../components/data-table';
import { ConfirmDialog, FormDialog, useDialogState } from '../../../components/form-dialog';
import { useSession } from '../../../lib/session';
import { useCreateUser } from '../api/create-user';
import { useDeleteUser } from '../api/delete-user';
import { usersListSource } from '../api/users-list';
import { customerColumns, driverColumns } from './people-columns';
import { personFields } from './person-fields';
import { useRevealSsnAction } from './reveal-ssn';

const SETTINGS = {
  customer: { noun: 'Customer', label: 'Customers', area: 'customers' },
  driver: { noun: 'Driver', label: 'Drivers', area: 'drivers' },
} as const;

const fullNameOf = (user: User) => user.fullName;

type PeopleDialog = { kind: 'create' } | { kind: 'delete'; user: User };

/** The Customers or Drivers screen: users of one role, with create (dialog), edit (profile-info) and delete. */
export function PeopleList({ role }: { role: UserListRole }) {
  const { noun, label, area } = SETTINGS[role];
  const { can } = useSession();
  const navigate = useNavigate();
  const dialog = useDialogState<PeopleDialog>();
  const create = useCreateUser(noun);
  const remove = useDeleteUser(noun);
  const { open } = dialog;
  const deleting = dialog.valueOf('delete')?.user;
  const canEdit = can(`${area}:edit`);
  const ssn = useRevealSsnAction();

  const source = useMemo(() => usersListSource(role), [role]);
  const columns = useMemo(
    () => (role === 'driver' ? driverColumns(canEdit) : customerColumns(canEdit)),
    [role, canEdit],
  );
  const fields = useMemo(() => personFields({ isDriver: role === 'driver', email: true }), [role]);
  const rowActions = useMemo<RowAction<User>[]>(
    () => [
      {
        label: 'Edit',
        icon: mdiPencil,
        permission: `${area}:edit`,
        onClick: (user) => navigate(`/users/${user.id}/profile-info`),
      },
      ...(role === 'driver'
        ? [
            {
              // Whoever sees the drivers sees their schedules (users:jobs or drivers:view, decision 053); outside the
              // profile area, which needs the right to manage the driver's account.
              label: 'Jobs',
              icon: mdiSteering,
              permission: 'drivers:view' as const,
              onClick: (user: User) => void navigate(`/drivers/${user.id}/jobs`),
            },
          ]
        : []),
      ...(role === 'driver' ? [ssn.rowAction] : []),
      {
        label: 'Delete',
        icon: mdiDelete,
        permission: `${area}:delete`,
        onClick: (user) => open({ kind: 'delete', user }),
      },
    ],
    [area, navigate, open, role, ssn.rowAction],
  );
  const exportAction = useMemo(
    () => ({
      path: '/users/export.csv',
      params: { role },
      permission: `${area}:view` as const,
      fileName: `${label.toLowerCase()}.csv`,
    }),
    [area, label, role],
  );
  const createAction = useMemo(
    () => ({ permission: `${area}:create` as const, onClick: () => open({ kind: 'create' }) }),
    [area, open],
  );

  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        source={source}
        rowActions={rowActions}
        create={createAction}
        exportCsv={exportAction}
        defaultSort="-createdAt"
        searchLabel={`Search ${label.toLowerCase()}`}
        getRowName={fullNameOf}
      />
      <FormDialog
        open={dialog.isOpen('create')}
        title={`Add ${noun.toLowerCase()}`}
        schema={createUserSchema}
        defaultValues={{ firstName: '', lastName: '', email: '', phoneNumber: '', role }}
        fields={fields}
        onSubmit={(input) => create.mutateAsync(input)}
        onClose={dialog.close}
      />
      <ConfirmDialog
        open={dialog.isOpen('delete')}
        title={`Delete ${noun.toLowerCase()} ${deleting?.fullName ?? ''}?`}
        confirmLabel="Delete"
        confirmColor="error"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : Promise.resolve())}
        onClose={dialog.close}
      />
      {ssn.dialog}
    </>
  );
}

export const CustomersList = () => <PeopleList role="customer" />;
export const DriversList = () => <PeopleList role="driver" />;
