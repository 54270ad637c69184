import { PageHeader } from '../../components/ui/page-header';
import { PermissionsList } from '../../features/access/components/permissions-list';
import { RolesList } from '../../features/access/components/roles-list';
import { UsersWithRolesList } from '../../features/access/components/users-with-roles-list';

export function RolesPage() {
  return (
    <>
      <PageHeader title="Roles" />
      <RolesList />
    </>
  );
}

export function PermissionsPage() {
  return (
    <>
      <PageHeader title="Permissions" />
      <PermissionsList />
    </>
  );
}

export function UsersWithRolesPage() {
  return (
    <>
      <PageHeader title="Users with roles" />
      <UsersWithRolesList />
    </>
  );
}
