import { mdiAccountCircle } from '@mdi/js';
import type { SessionUser } from '@livery/domain';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { MdiIcon } from '../components/ui/mdi-icon';

/** The menu's code (MUI's Menu, Popover and Modal) loads when it is first opened, never with the page. */
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

/** The signed-in person's button on the phone's bar, opening their menu. */
export function AccountButton({ user }: { user: SessionUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isAsked, setAsked] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        edge="end"
        aria-label="User menu"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAsked(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ width: 48, height: 48 }}
      >
        <MdiIcon path={mdiAccountCircle} />
      </IconButton>
      {isAsked && (
        <Suspense fallback={null}>
          <AccountMenu user={user} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
