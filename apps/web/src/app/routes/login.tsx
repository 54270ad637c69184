import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { APP_NAME } from '@livery/domain';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { RouterLink } from '../../components/ui/router-link';
import { LoginForm } from '../../features/auth/components/login-form';
import { useSessionState } from '../../lib/session';
import { safeRedirect } from '../guard-redirect';
import { withRedirect } from './with-redirect';

/** /login: on success goes to `?redirect=` (inside the app) or home. */
export function LoginPage() {
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
            Sign in
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Welcome back to {APP_NAME}.
          </Typography>
          <LoginForm onSignedIn={() => void navigate(target, { replace: true })} />
          <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
            <RouterLink to="/forgot-password">Forgot your password?</RouterLink>
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, textAlign: 'center' }}>
            New to {APP_NAME}? <RouterLink to={withRedirect('/signup', redirect)}>Create an account</RouterLink>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
