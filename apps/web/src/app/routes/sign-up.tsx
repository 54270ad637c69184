import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { APP_NAME } from '@livery/domain';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { RouterLink } from '../../components/ui/router-link';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { useSessionState } from '../../lib/session';
import { safeRedirect } from '../guard-redirect';
import { withRedirect } from './with-redirect';

/** /signup: a customer account, signed in at once; then `?redirect=` (inside the app) or home, as /login does. */
export function SignUpPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { status } = useSessionState();
  const redirect = searchParams.get('redirect');
  const target = safeRedirect(redirect);

  if (status === 'restoring') return <PageLoader label="Restoring your session" />;
  if (status === 'signed-in') return <Navigate to={target} replace />;

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', pt: { xs: 2, md: 6 } }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h5" component="h1" gutterBottom>
            Create an account
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Book and follow your trips with {APP_NAME}.
          </Typography>
          <SignUpForm onSignedUp={() => void navigate(target, { replace: true })} />
          <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
            Already have an account? <RouterLink to={withRedirect('/login', redirect)}>Sign in</RouterLink>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
