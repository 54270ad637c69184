import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { APP_NAME, type SessionUser } from '@livery/domain';
import { Link } from 'react-router';
import { MdiIcon } from '../../components/ui/mdi-icon';
import { PageLoader } from '../../components/ui/page-loader';
import { useSessionState } from '../../lib/session';
import { NAV_AREAS, visibleItems } from '../navigation';

function Welcome() {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, md: 10 }, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Welcome to {APP_NAME}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The back office for chauffeured rides and airport transfers: reservations, drivers, cars and partners in one
        place.
      </Typography>
      <Button component={Link} to="/login" variant="contained" size="large">
        Sign in
      </Button>
    </Box>
  );
}

function Dashboard({ user }: { user: SessionUser }) {
  const areas = visibleItems(NAV_AREAS, user);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Hello, {user.firstName}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {areas.length > 0 ? 'Where would you like to go?' : 'Your account has no back-office areas yet.'}
      </Typography>
      <Box
        component="ul"
        aria-label="Areas"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          gap: 2,
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {areas.map((area) => (
          <li key={area.path}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={area.path} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                  <MdiIcon path={area.icon} color="primary" sx={{ fontSize: 32 }} />
                  <div>
                    <Typography variant="h6" component="h2">
                      {area.label}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {area.description}
                    </Typography>
                  </div>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </>
  );
}

/** `/`: a welcome for visitors, a greeting and the user's areas for staff. */
export function HomePage() {
  const { status, user } = useSessionState();
  if (status === 'restoring') return <PageLoader label="Restoring your session" />;
  return user ? <Dashboard user={user} /> : <Welcome />;
}
