import { forgotPasswordSchema, passwordSchema, tokenSchema } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { RouterLink } from '../../components/ui/router-link';
import { SimpleForm } from '../../components/form-dialog';
import { forgotPassword, resetPassword, useVerifyEmail } from '../../features/auth';
import { errorMessage } from '../../lib/api-error';

const centred = { display: 'flex', justifyContent: 'center', pt: 4 } as const;

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Box sx={centred}>
      {sentTo ? (
        <Alert severity="success" sx={{ maxWidth: 480 }}>
          If an account uses {sentTo}, a link to reset its password is on its way. It works once, for one hour.
        </Alert>
      ) : (
        <SimpleForm
          title="Forgot password"
          intro={
            <Typography variant="body2">Enter your e-mail; we send you a link to choose a new password.</Typography>
          }
          schema={forgotPasswordSchema}
          defaultValues={{ email: '' }}
          fields={[{ name: 'email', label: 'Email', kind: 'email', required: true, autoComplete: 'email' }]}
          submitLabel="Send reset link"
          onSubmit={async ({ email }) => {
            await forgotPassword(email);
            setSentTo(email);
          }}
        />
      )}
    </Box>
  );
}

const resetFormSchema = z
  .strictObject({ password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The passwords do not match' });

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [isDone, setDone] = useState(false);
  if (!tokenSchema.safeParse(token).success) {
    return (
      <Box sx={centred}>
        <Alert severity="error">
          This link is not valid. <RouterLink to="/forgot-password">Ask for a new one</RouterLink>.
        </Alert>
      </Box>
    );
  }
  return (
    <Box sx={centred}>
      {isDone ? (
        <Alert severity="success">
          Your password is set. <RouterLink to="/login">Sign in</RouterLink>
        </Alert>
      ) : (
        <SimpleForm
          title="Reset Password"
          schema={resetFormSchema}
          defaultValues={{ password: '', confirm: '' }}
          fields={[
            { name: 'password', label: 'New password', kind: 'password', required: true, autoComplete: 'new-password' },
            {
              name: 'confirm',
              label: 'Repeat the new password',
              kind: 'password',
              required: true,
              autoComplete: 'new-password',
            },
          ]}
          submitLabel="Set password"
          onSubmit={async ({ password }) => {
            await resetPassword(token, password);
            setDone(true);
          }}
        />
      )}
    </Box>
  );
}

const invalidLink = (
  <Box sx={centred}>
    <Alert severity="error">
      This link is not valid. Open the newest link we sent you, or <RouterLink to="/login">sign in</RouterLink>.
    </Alert>
  </Box>
);

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  if (!tokenSchema.safeParse(token).success) return invalidLink;
  return <VerifyEmail token={token} />;
}

function VerifyEmail({ token }: { token: string }) {
  const verify = useVerifyEmail(token);
  const { mutate } = verify;
  // A token works once: never send it twice (StrictMode runs effects twice in development).
  const isSent = useRef(false);
  useEffect(() => {
    if (isSent.current) return;
    isSent.current = true;
    mutate();
  }, [mutate]);
  return (
    <Box sx={centred}>
      {verify.isPending && <Typography>Verifying your e-mail…</Typography>}
      {verify.isSuccess && <Alert severity="success">{verify.data.email} is verified. Thank you.</Alert>}
      {verify.isError && <Alert severity="error">{errorMessage(verify.error)}</Alert>}
    </Box>
  );
}
