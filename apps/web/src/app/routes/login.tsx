import Typography from '@mui/material/Typography';
import { SIGN_IN_PAGE, signInLinks } from '@livery/domain';
import { TextLineView } from '../../components/ui/text-line';
import { LoginForm } from '../../features/auth/components/login-form';
import { SignedOutPage } from './signed-out-page';

/**
 * /login: the domain's `SIGN_IN_PAGE`, which the server's `/login` form draws too (decision 076); this one serves
 * what never reaches the server (the guard's navigation, the booking widget's frame). On success goes to
 * `?redirect=` (inside the app) or home.
 */
export function LoginPage() {
  return (
    <SignedOutPage title={SIGN_IN_PAGE.heading} intro={SIGN_IN_PAGE.intro}>
      {({ goOn, redirect }) => (
        <>
          <LoginForm onSignedIn={goOn} />
          {signInLinks(redirect).map((line, i) => (
            <Typography key={i} variant="body2" sx={{ mt: i === 0 ? 2 : 1, textAlign: 'center' }}>
              <TextLineView line={line} />
            </Typography>
          ))}
        </>
      )}
    </SignedOutPage>
  );
}
