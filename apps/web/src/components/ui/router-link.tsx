import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { Link, type LinkProps } from 'react-router';

/** An MUI link (accent colour) that navigates inside the app. */
export function RouterLink(props: Omit<MuiLinkProps, 'href'> & Pick<LinkProps, 'to' | 'replace' | 'state'>) {
  return <MuiLink component={Link} {...props} />;
}
