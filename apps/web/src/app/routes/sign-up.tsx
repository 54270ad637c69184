import Typography from '@mui/material/Typography';
import { APP_NAME } from '@livery/domain';
import { RouterLink } from '../../components/ui/router-link';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { SignedOutPage } from './signed-out-page';
import { withRedirect } from './with-redirect';

/** /signup: a customer account, signed in at once; then `?redirect=` (inside the app) or home, as /login does. */
export function SignUpPage() {
  return (
    <SignedOutPage title="Create an account" intro={`Book and follow your trips with ${APP_NAME}.`}>
      {({ goOn, redirect }) => (
        <>
          <SignUpForm onSignedUp={goOn} />
          <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
            Already have an account? <RouterLink to={withRedirect('/login', redirect)}>Sign in</RouterLink>
          </Typography>
        </>
      )}
    </SignedOutPage>
  );
}
