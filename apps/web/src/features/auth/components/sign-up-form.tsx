import { signupSchema } from '@livery/domain';
import { SchemaForm, stackedLayout } from '../../../components/form-dialog';
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
      layout={stackedLayout('Create the account', 'Creating the account…')}
    />
  );
}
