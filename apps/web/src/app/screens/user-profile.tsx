import { can, changeEmailSchema, changePasswordSchema, mayBookForOthers, setPasswordSchema } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { useUser } from '../../features/people';
import { DriverJobsList } from '../../features/jobs';
import { ReservationsList } from '../../features/reservations';
import { CustomerTripsList } from '../../features/trips';
import { SimpleForm } from '../../components/form-dialog';
import {
  AttachmentsPanel,
  ProfileInfoForm,
  SavedAddressesSection,
  useChangeEmail,
  useChangePassword,
  useSendPasswordReset,
} from '../../features/profile';
import { errorMessage } from '../../lib/api-error';
import { useSessionState } from '../../lib/session';

const useUserId = () => Number(useParams().userId);

/**
 * The profile form; on your own profile, your saved addresses too (issue 25). Staff who book for others book to
 * their customers' address books, not their own, so theirs is not shown.
 */
export function ProfileInfoPage() {
  const userId = useUserId();
  const user = useUser(userId);
  const viewer = useSessionState().user;
  if (user.isPending) return <PageLoader label="Loading the profile" />;
  if (user.isError) return <Alert severity="error">{errorMessage(user.error)}</Alert>;
  const showsAddressBook = viewer?.id === userId && !mayBookForOthers(viewer);
  return (
    <Stack sx={{ gap: 3 }}>
      <ProfileInfoForm user={user.data} />
      {showsAddressBook && <SavedAddressesSection userId={userId} />}
    </Stack>
  );
}

export function AttachmentsPage() {
  return <AttachmentsPanel userId={useUserId()} />;
}

const NEW_PASSWORD_FIELD = {
  name: 'newPassword',
  label: 'New password',
  kind: 'password',
  required: true,
  autoComplete: 'new-password',
  helperText: '8 to 128 characters',
} as const;

const PASSWORD_FIELDS = [
  {
    name: 'currentPassword',
    label: 'Current password',
    kind: 'password',
    required: true,
    autoComplete: 'current-password',
  },
  NEW_PASSWORD_FIELD,
] as const;

const useIsSelf = (userId: number) => useSessionState().user?.id === userId;

export function ChangePasswordPage() {
  const userId = useUserId();
  const change = useChangePassword(userId);
  if (!useIsSelf(userId)) return <OtherUserPassword userId={userId} />;
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

/** Someone else's password: never their current one; send them a link, or set one and tell them. */
function OtherUserPassword({ userId }: { userId: number }) {
  const change = useChangePassword(userId);
  const reset = useSendPasswordReset(userId);
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 480 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Send a reset link
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          The owner chooses a new password through a link sent to their e-mail. Every session of the account ends now.
        </Typography>
        <Button variant="contained" loading={reset.isPending} onClick={() => reset.mutate()}>
          Send reset link
        </Button>
      </Paper>
      <SimpleForm
        title="Set a new password"
        intro={
          <Typography variant="body2">
            Every session of the account ends; give the owner the new password in person or by phone.
          </Typography>
        }
        schema={setPasswordSchema}
        defaultValues={{ newPassword: '' }}
        fields={[NEW_PASSWORD_FIELD]}
        submitLabel="Set password"
        resetOnSuccess
        onSubmit={(input) => change.mutateAsync(input)}
      />
    </Stack>
  );
}

const EMAIL_FIELDS = [
  { name: 'email', label: 'New email', kind: 'email', required: true, autoComplete: 'email' },
] as const;

export function ChangeEmailPage() {
  const userId = useUserId();
  const isSelf = useIsSelf(userId);
  const change = useChangeEmail(userId);
  return (
    <SimpleForm
      title="Change email"
      intro={
        <Typography variant="body2">
          {isSelf
            ? 'We send a link to the new address; the e-mail changes when it is followed.'
            : 'The sign-in e-mail changes at once; a notice goes to the previous address and a verification link to the new one.'}
        </Typography>
      }
      schema={changeEmailSchema}
      defaultValues={{ email: '' }}
      fields={EMAIL_FIELDS}
      submitLabel={isSelf ? 'Send verification link' : 'Change email'}
      resetOnSuccess
      onSubmit={(input) => change.mutateAsync(input.email)}
    />
  );
}

/**
 * The person's trips (booked for them, by them, or driven by them): staff (who see every reservation) read the
 * reservations list narrowed to them; the traveller themselves, their trips in a traveller's words (decision 052).
 */
export function UserReservationsPage() {
  const userId = useUserId();
  const { user } = useSessionState();
  if (user?.id === userId && !can(user, 'reservations:view')) return <CustomerTripsList userId={userId} />;
  return <ReservationsList userId={userId} />;
}

/** A driver's jobs: each car they drive with its share, paid or unpaid (decision 048). */
export function DriverJobsPage() {
  return <DriverJobsList driverId={useUserId()} />;
}
