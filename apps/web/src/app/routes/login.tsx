import Typography from '@mui/material/Typography';
import { APP_NAME } from '@livery/domain';
import { RouterLink } from '../../components/ui/router-link';
import { LoginForm } from '../../features/auth/components/login-form';
import { SignedOutPage } from './signed-out-page';
import { withRedirect } from './with-redirect';

/** /login: on success goes to `?redirect=` (inside the app) or home. */
export function LoginPage() {
  return (
    <SignedOutPage title="Sign in" intro={`Welcome back to ${APP_NAME}.`}>
      {({ goOn, redirect }) => (
        <>
          <LoginForm onSignedIn={goOn} />
          <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
            <RouterLink to="/forgot-password">Forgot your password?</RouterLink>
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, textAlign: 'center' }}>
            New to {APP_NAME}? <RouterLink to={withRedirect('/signup', redirect)}>Create an account</RouterLink>
          </Typography>
        </>
      )}
    </SignedOutPage>
  );
}
