import { SchemaForm, stackedLayout } from '../../../components/form-dialog';
import { useSignIn } from '../../../lib/session';

const FIELDS = [
  { name: 'email', label: 'Email', kind: 'email', autoComplete: 'email', required: true },
  { name: 'password', label: 'Password', kind: 'password', autoComplete: 'current-password', required: true },
] as const;
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
      label="Sign in"
      errorsInForm
      layout={stackedLayout('Sign in', 'Signing in…')}
    />
  );
}
