import { mdiAccountCircle, mdiLogout } from '@mdi/js';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@livery/domain';
import { MdiIcon } from '../../components/ui/mdi-icon';
import { notifyError } from '../../lib/notify-error';
import { useSignOut } from '../../lib/session';

/**
 * The menu's code (MUI's Menu, Popover, MenuList) loads when it is first opened, never with the first screen: on a
 * phone every kilobyte before the list's rows is time (issue 38, decision 087).
 */
const UserMenuList = lazy(async () => ({ default: (await import('./user-menu-list')).UserMenuList }));

/**
 * The signed-in user's menu (profile, sign out) and a one-click "Sign out" button. Their hints are the browser's own
 * (`title`), as the table's row actions' are (decision 032): MUI's Tooltip brought Popper into every first screen.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isAsked, setAsked] = useState(false);
  const navigate = useNavigate();
  const signOut = useSignOut();

  const handleSignOut = () => {
    setAnchor(null);
    signOut
      .mutateAsync()
      .then(() => navigate('/login', { replace: true }))
      .catch((error: unknown) => notifyError(error));
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="User menu"
        title={user.fullName}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAsked(true);
          setAnchor(event.currentTarget);
        }}
      >
        <MdiIcon path={mdiAccountCircle} />
      </IconButton>
      <IconButton
        color="inherit"
        aria-label="Sign out"
        title="Sign out"
        onClick={handleSignOut}
        disabled={signOut.isPending}
      >
        <MdiIcon path={mdiLogout} />
      </IconButton>
      {isAsked && (
        <Suspense fallback={null}>
          <UserMenuList user={user} anchor={anchor} onClose={() => setAnchor(null)} onSignOut={handleSignOut} />
        </Suspense>
      )}
    </>
  );
}
