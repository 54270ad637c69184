import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiRequestError, errorMessage } from '../../../lib/api-error';
import { useSignIn } from '../../../lib/session';

const FIELD_NAMES = ['email', 'password'] as const;

/** Email and password; zod field errors from the domain schema, the server's refusal above the form. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signIn.mutateAsync(values);
      onSignedIn();
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : undefined;
      const known = FIELD_NAMES.filter((name) => fields?.[name]);
      for (const name of known) setError(name, { type: 'server', message: fields![name] });
      if (known.length === 0) setServerError(errorMessage(error));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} aria-label="Sign in" sx={{ gap: 2 }}>
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <TextField
        {...register('email')}
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus
        required
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
      />
      <TextField
        {...register('password')}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </Stack>
  );
}
