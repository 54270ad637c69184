import { mdiPhone } from '@mdi/js';
import { isAppPath, type HomeAction } from '@livery/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from './mdi-icon';

const ICONS = { phone: mdiPhone };

/**
 * The domain's "Get a quote" and "Call …" (`contactActions`) as large buttons, side by side, stacked on a phone: the
 * visitor's home and the foot of a static page. The server's pages draw the same as HTML (`actionsHtml`).
 */
export function ContactActions({
  actions,
  justify = 'center',
}: {
  actions: readonly HomeAction[];
  justify?: 'center' | 'flex-start';
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: justify }}>
      {actions.map(({ text, href, isMain, icon }) => {
        const look = {
          variant: isMain ? 'contained' : 'outlined',
          size: 'large',
          startIcon: icon && <MdiIcon path={ICONS[icon]} />,
        } as const;
        return isAppPath(href) ? (
          <Button key={href} component={RouterLink} to={href} {...look}>
            {text}
          </Button>
        ) : (
          <Button key={href} component="a" href={href} {...look}>
            {text}
          </Button>
        );
      })}
    </Stack>
  );
}
