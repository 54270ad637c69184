import { signupSchema } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SchemaForm } from '../../../components/form-dialog';
import { useSignUp } from '../api/sign-up';
import { EMPTY_SIGN_UP, SIGN_UP_FIELDS } from './sign-up-fields';

/** A customer account: field errors from the domain schema, the server's refusal (an e-mail taken) above them. */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const signUp = useSignUp();
  return (
    <SchemaForm
      schema={signupSchema}
      defaultValues={EMPTY_SIGN_UP}
      fields={SIGN_UP_FIELDS}
      onSubmit={signUp.mutateAsync}
      onSubmitted={onSignedUp}
      label="Create an account"
      errorsInForm
      layout={({ fields, isSubmitting, error }) => (
        <Stack sx={{ gap: 2 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {fields}
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {isSubmitting ? 'Creating the account…' : 'Create the account'}
          </Button>
        </Stack>
      )}
    />
  );
}
