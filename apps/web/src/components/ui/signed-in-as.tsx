import type { SessionUser } from '@livery/domain';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

/**
 * The head of a user menu, the dashboard's and the phone's: who is signed in, then a divider. Text, not an item of the
 * menu (axe: a menu holds items, and an `<li>` needs a list). An array, not a fragment: MUI's Menu takes no fragment.
 */
export const signedInAs = (user: SessionUser) => [
  <Typography key="who" component="li" role="none" sx={{ px: 2, py: 1 }}>
    <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
      {user.fullName}
    </Typography>
    <Typography component="span" variant="body2" color="text.secondary">
      {user.email}
    </Typography>
  </Typography>,
  <Divider key="divider" component="li" />,
];
