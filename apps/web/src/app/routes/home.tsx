import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { mdiAccount, mdiCalendarClock, mdiCarSide, mdiEmail, mdiLock, mdiPaperclip, mdiSteering } from '@mdi/js';
import { can, drivesOnly, hasRole, type SessionUser } from '@livery/domain';
import { lazy, Suspense } from 'react';
import { Link, Navigate } from 'react-router';
import { MdiIcon } from '../../components/ui/mdi-icon';
import { PublicHome } from '../../features/home/components/public-home';
import { PageLoader } from '../../components/ui/page-loader';
import { useSessionState } from '../../lib/session';
import { navAreasOf, PROFILE_TABS } from '../navigation';

interface HomeLink {
  label: string;
  to: string;
  description: string;
  icon: string;
}

function LinkCards({ label, links }: { label: string; links: readonly HomeLink[] }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        gap: 2,
        p: 0,
        m: 0,
        mb: 4,
        listStyle: 'none',
      }}
    >
      {links.map((link) => (
        <li key={link.to}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={Link} to={link.to} sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <MdiIcon path={link.icon} color="primary" sx={{ fontSize: 32 }} />
                <div>
                  <Typography variant="h6" component="h3">
                    {link.label}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {link.description}
                  </Typography>
                </div>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}

const isDriver = (user: SessionUser) => hasRole(user, 'driver');

/** The booking flow for someone signed in: straight to booking, not a quote (issue 38: the home offered neither). */
const BOOK_A_TRIP = '/reservation/create?isGettingAQuote=false';

/** What every signed-in person has: their trips (a driver's jobs) and their own account pages. */
function accountLinks(user: SessionUser): HomeLink[] {
  const own = (path: string) => `/users/${user.id}/${path}`;
  const label = (path: string) => PROFILE_TABS.find((tab) => tab.path === path)?.label ?? path;
  return [
    isDriver(user)
      ? { label: 'Your jobs', to: own('jobs'), icon: mdiSteering, description: 'The trips you drive, and your shares' }
      : { label: 'Your trips', to: own('user-reservations'), icon: mdiCalendarClock, description: 'Your reservations' },
    { label: label('profile-info'), to: own('profile-info'), icon: mdiAccount, description: 'Name, phone, address' },
    ...(isDriver(user)
      ? [
          {
            label: label('user-attachments'),
            to: own('user-attachments'),
            icon: mdiPaperclip,
            description: 'Your licence and other documents',
          },
        ]
      : []),
    { label: label('change-password'), to: own('change-password'), icon: mdiLock, description: 'Choose a new one' },
    {
      label: label('change-email'),
      to: own('change-email'),
      icon: mdiEmail,
      description: 'The address you sign in with',
    },
  ];
}

/** Today's operations for staff who see every reservation: its own chunk (the charts are large). */
const StaffHome = lazy(async () => ({
  default: (await import('../../features/home/components/staff-home')).StaffHome,
}));

function Dashboard({ user }: { user: SessionUser }) {
  const areas = navAreasOf(user).map((area) => ({
    label: area.label,
    to: area.path,
    description: area.description,
    icon: area.icon,
  }));
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Hello, {user.firstName}
      </Typography>
      {can(user, 'reservations:create') && (
        <Button
          component={Link}
          to={BOOK_A_TRIP}
          variant="contained"
          size="large"
          startIcon={<MdiIcon path={mdiCarSide} />}
          sx={{ mb: 4 }}
        >
          Book a trip
        </Button>
      )}
      {can(user, 'reservations:view') && (
        <Suspense fallback={<PageLoader label="Loading today’s operations" />}>
          <StaffHome />
        </Suspense>
      )}
      {areas.length > 0 && (
        <>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            Where would you like to go?
          </Typography>
          <LinkCards label="Areas" links={areas} />
        </>
      )}
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Your account
      </Typography>
      <LinkCards label="Your account" links={accountLinks(user)} />
    </>
  );
}

/**
 * `/`: the public home page for visitors; for staff today's operations and their areas; for a person who only
 * drives, Today (issue 24); for others their pages.
 */
export function HomePage() {
  const { status, user } = useSessionState();
  if (status === 'restoring') return <PageLoader label="Restoring your session" />;
  if (user && drivesOnly(user)) return <Navigate to="/today" replace />;
  return user ? <Dashboard user={user} /> : <PublicHome />;
}
