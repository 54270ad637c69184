import { changeEmailSchema, changePasswordSchema } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { useUser } from '../../features/people/api/get-user';
import { useChangePassword, useRequestEmailChange } from '../../features/profile/api/change-password';
import { AttachmentsPanel } from '../../features/profile/components/attachments-panel';
import { ProfileInfoForm } from '../../features/profile/components/profile-info-form';
import { SimpleForm } from '../../features/profile/components/simple-form';
import { errorMessage } from '../../lib/api-error';

const useUserId = () => Number(useParams().userId);

export function ProfileInfoPage() {
  const user = useUser(useUserId());
  if (user.isPending) return <PageLoader label="Loading the profile" />;
  if (user.isError) return <Alert severity="error">{errorMessage(user.error)}</Alert>;
  return <ProfileInfoForm user={user.data} />;
}

export function AttachmentsPage() {
  return <AttachmentsPanel userId={useUserId()} />;
}

const PASSWORD_FIELDS = [
  {
    name: 'currentPassword',
    label: 'Current password',
    kind: 'password',
    required: true,
    autoComplete: 'current-password',
  },
  {
    name: 'newPassword',
    label: 'New password',
    kind: 'password',
    required: true,
    autoComplete: 'new-password',
    helperText: '8 to 128 characters',
  },
] as const;

export function ChangePasswordPage() {
  const change = useChangePassword(useUserId());
  return (
    <SimpleForm
      title="Change password"
      intro={<Typography variant="body2">Your other sessions will be signed out.</Typography>}
      schema={changePasswordSchema}
      defaultValues={{ currentPassword: '', newPassword: '' }}
      fields={PASSWORD_FIELDS}
      submitLabel="Change password"
      resetOnSuccess
      onSubmit={(input) => change.mutateAsync(input)}
    />
  );
}

const EMAIL_FIELDS = [
  { name: 'email', label: 'New email', kind: 'email', required: true, autoComplete: 'email' },
] as const;

export function ChangeEmailPage() {
  const change = useRequestEmailChange(useUserId());
  return (
    <SimpleForm
      title="Change email"
      intro={
        <Typography variant="body2">
          We send a link to the new address; the e-mail changes when it is followed.
        </Typography>
      }
      schema={changeEmailSchema}
      defaultValues={{ email: '' }}
      fields={EMAIL_FIELDS}
      submitLabel="Send verification link"
      resetOnSuccess
      onSubmit={(input) => change.mutateAsync(input.email)}
    />
  );
}

const RESERVATION_COLUMNS = ['Number', 'Status', 'Pick-up', 'From', 'To', 'Amount'];

/** Until reservations exist: the columns and an empty list. */
export function UserReservationsPage() {
  return (
    <Paper variant="outlined">
      <Table aria-label="Reservations" size="small">
        <TableHead>
          <TableRow>
            {RESERVATION_COLUMNS.map((c) => (
              <TableCell key={c}>{c}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell colSpan={RESERVATION_COLUMNS.length}>No reservations yet.</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Paper>
  );
}
