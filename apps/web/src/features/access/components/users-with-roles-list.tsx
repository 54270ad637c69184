import { mdiAccountKey } from '@mdi/js';
import { type CreateUserInput, createUserSchema, userRolesListQuerySchema, type UserWithRoles } from '@livery/domain';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { AssignDialog } from '../../../components/assign-dialog/assign-dialog';
import { DataTable, type DataTableColumn, type RowAction, type SortOf } from '../../../components/data-table';
import { FormDialog, useDialogState } from '../../../components/form-dialog';
import { useSession } from '../../../lib/session';
import { personFields } from '../../people';
import { useAssignUserRoles } from '../api/assign-user-roles';
import { useCreateStaffUser } from '../api/create-staff-user';
import { useCreateUserWithRoles } from '../api/create-user-with-roles';
import { allRolesQueryOptions } from '../api/roles';
import { getUsersWithRoles } from '../api/users-with-roles';
import { wholeListSource } from '../api/whole-list';

const COLUMNS: readonly DataTableColumn<UserWithRoles, SortOf<typeof userRolesListQuerySchema>>[] = [
  { field: 'fullName', headerName: 'Name', sort: 'firstName' },
  { field: 'roles', headerName: 'Roles', value: (user) => user.Roles.map((r) => r.name).join(', '), flex: 1.5 },
  { field: 'email', headerName: 'Email', sort: 'email', flex: 1.5 },
  { field: 'phoneNumber', headerName: 'Phone No' },
];
const SOURCE = wholeListSource('users-with-roles', userRolesListQuerySchema, getUsersWithRoles);
const FIELDS = personFields({ isDriver: false, email: true });
const EMPTY = { firstName: '', lastName: '', email: '', phoneNumber: '' };
const fullNameOf = (user: UserWithRoles) => user.fullName;

type UsersDialog =
  | { kind: 'create'; thenAssign: boolean }
  | { kind: 'assign'; user: UserWithRoles }
  | { kind: 'assign-new'; input: CreateUserInput };

/** Settings › Users with roles: create a user (optionally continuing into roles), assign roles (pre-ticked). */
const EXPORT = {
  path: '/roles/users/export.csv',
  permission: 'user-roles:view',
  fileName: 'users-with-roles.csv',
} as const;

export function UsersWithRolesList() {
  const { can } = useSession();
  const dialog = useDialogState<UsersDialog>();
  /** Filled by the create form when the roles step follows; the form's close then opens it. */
  const nextStep = useRef<CreateUserInput | null>(null);
  const createUser = useCreateStaffUser();
  const createWithRoles = useCreateUserWithRoles();
  const assign = useAssignUserRoles();
  const { open } = dialog;
  const creating = dialog.valueOf('create');
  const assigning = dialog.valueOf('assign')?.user;
  const newUser = dialog.valueOf('assign-new')?.input;
  const roles = useQuery({
    ...allRolesQueryOptions(),
    enabled: dialog.isOpen('assign') || dialog.isOpen('assign-new'),
  });
  const roleItems = roles.data?.dataItems ?? [];
  const mayAssign = can('roles:assign');

  const rowActions = useMemo<RowAction<UserWithRoles>[]>(
    () => [
      {
        label: 'Assign roles',
        icon: mdiAccountKey,
        permission: 'roles:assign',
        onClick: (user) => open({ kind: 'assign', user }),
      },
    ],
    [open],
  );
  const createAction = useMemo(
    () => ({
      permission: 'user-roles:view' as const,
      label: 'Add user',
      onClick: () => open({ kind: 'create', thenAssign: false }),
    }),
    [open],
  );

  return (
    <>
      {mayAssign && (
        <Button variant="outlined" sx={{ mb: 1 }} onClick={() => open({ kind: 'create', thenAssign: true })}>
          Add user and assign roles
        </Button>
      )}
      <DataTable
        label="Users with roles"
        columns={COLUMNS}
        source={SOURCE}
        exportCsv={EXPORT}
        rowActions={rowActions}
        create={createAction}
        defaultSort="firstName"
        searchLabel="Search users"
        getRowName={fullNameOf}
      />
      <FormDialog
        open={dialog.isOpen('create')}
        title={creating?.thenAssign ? 'Add user — then assign roles' : 'Add user'}
        submitLabel={creating?.thenAssign ? 'Next: roles' : 'Save'}
        schema={createUserSchema}
        defaultValues={EMPTY}
        fields={FIELDS}
        onSubmit={async (input) => {
          if (!creating?.thenAssign) return createUser.mutateAsync(input);
          // Nothing is written yet: the user and their roles are created together, in one transaction.
          nextStep.current = input;
        }}
        onClose={() => {
          const input = nextStep.current;
          nextStep.current = null;
          if (input) open({ kind: 'assign-new', input });
          else dialog.close();
        }}
      />
      {newUser && (
        <AssignDialog
          open={dialog.isOpen('assign-new')}
          title={`Roles of ${newUser.firstName} ${newUser.lastName ?? ''}`.trim()}
          groups={[[null, roleItems]]}
          selected={[]}
          isLoading={roles.isPending}
          onSave={(roleIds) => createWithRoles.mutateAsync({ ...newUser, roleIds })}
          onClose={dialog.close}
        />
      )}
      {assigning && (
        <AssignDialog
          key={assigning.id}
          open={dialog.isOpen('assign')}
          title={`Roles of ${assigning.fullName}`}
          groups={[[null, roleItems]]}
          selected={assigning.Roles.map((r) => r.id)}
          isLoading={roles.isPending}
          onSave={(roleIds) => assign.mutateAsync({ userId: assigning.id, roleIds })}
          onClose={dialog.close}
        />
      )}
    </>
  );
}
