import { SIGN_IN_PAGE } from '@livery/domain';
import { SchemaForm, stackedLayout } from '../../../components/form-dialog';
import { useSignIn } from '../../../lib/session';

/** The domain's sign-in fields (decision 076), which the server's `/login` form has too, in the dialog's terms. */
const FIELDS = SIGN_IN_PAGE.fields.map(({ name, label, type, autoComplete, required }) => ({
  name,
  label,
  kind: type,
  autoComplete,
  required,
}));
const EMPTY = { email: '', password: '' };
const loadSchema = async () => (await import('../login-schema')).loginSchema;

/** Email and password; field errors from the domain schema, the server's refusal above the fields. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();
  return (
    <SchemaForm
      schema={loadSchema}
      defaultValues={EMPTY}
      fields={FIELDS}
      onSubmit={signIn.mutateAsync}
      onSubmitted={onSignedIn}
      label={SIGN_IN_PAGE.heading}
      errorsInForm
      layout={stackedLayout(SIGN_IN_PAGE.submit, SIGN_IN_PAGE.submitting)}
    />
  );
}
