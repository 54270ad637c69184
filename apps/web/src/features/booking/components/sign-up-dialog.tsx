import { signupSchema } from '@livery/domain';
import { FormDialog } from '../../../components/form-dialog';
import { EMPTY_SIGN_UP, SIGN_UP_FIELDS, useSignUp } from '../../auth';

/** A customer account made inside the wizard: signed in at once, the trip still on screen. */
export function SignUpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const signUp = useSignUp();
  return (
    <FormDialog
      open={open}
      title="Create an account"
      schema={signupSchema}
      defaultValues={EMPTY_SIGN_UP}
      fields={SIGN_UP_FIELDS}
      submitLabel="Create the account"
      onSubmit={signUp.mutateAsync}
      onClose={onClose}
    />
  );
}
