import { PASSWORD_MIN, signupSchema, type SignupInput } from '@livery/domain';
import { FormDialog, type FormFieldConfig } from '../../../components/form-dialog';
import { useSignUp } from '../api/sign-up';

const FIELDS: readonly FormFieldConfig<SignupInput>[] = [
  { name: 'firstName', label: 'First name', required: true, autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', kind: 'email', required: true, autoComplete: 'email' },
  { name: 'phoneNumber', label: 'Phone', kind: 'tel', required: true, autoComplete: 'tel' },
  {
    name: 'password',
    label: 'Password',
    kind: 'password',
    required: true,
    autoComplete: 'new-password',
    helperText: `At least ${PASSWORD_MIN} characters`,
  },
];
const EMPTY: SignupInput = { firstName: '', lastName: '', email: '', phoneNumber: '', password: '' };

/** A customer account made inside the wizard: signed in at once, the trip still on screen. */
export function SignUpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const signUp = useSignUp();
  return (
    <FormDialog
      open={open}
      title="Create an account"
      schema={signupSchema}
      defaultValues={EMPTY}
      fields={FIELDS}
      submitLabel="Create the account"
      onSubmit={signUp.mutateAsync}
      onClose={onClose}
    />
  );
}
