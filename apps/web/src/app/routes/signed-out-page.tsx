import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { useSessionState } from '../../lib/session';
import { safeRedirect } from '../guard-redirect';

/** What a signed-out page's form needs: where to go on once signed in, and the `?redirect=` to pass along. */
export interface SignedOutNext {
  goOn: () => void;
  redirect: string | null;
}

/**
 * A signed-out page (sign in, create an account) as one card: it waits for the session to be restored, sends someone
 * already signed in on to `?redirect=` (inside the app) or home, and gives its form the way on.
 */
export function SignedOutPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: (next: SignedOutNext) => ReactNode;
}) {
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
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {intro}
          </Typography>
          {children({ goOn: () => void navigate(target, { replace: true }), redirect })}
        </CardContent>
      </Card>
    </Box>
  );
}
