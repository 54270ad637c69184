import { can, hasRole, idSchema } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { NotFoundScreen } from '../../components/errors/not-found-screen';
import { PageLoader } from '../../components/ui/page-loader';
import { userQueryOptions } from '../../features/people';
import { profilePageRefusal } from '../../features/profile/account-holder';
import { ApiRequestError, errorMessage } from '../../lib/api-error';
import { useSessionState } from '../../lib/session';
import { PROFILE_TABS } from '../navigation';
import { SectionTabs } from './section-tabs';

/**
 * The user-profile layout for /users/{userId}/…: whose account it is, its tabs, and the page — or, when the
 * viewer may not act on this account, the domain's sentence saying why (the API refuses the same).
 */
export function ProfileArea({ children }: { children: ReactNode }) {
  const { userId = '' } = useParams();
  const { pathname } = useLocation();
  const { user: viewer } = useSessionState();
  const id = Number(userId);
  // The same rule as the API's path ids: a whole number from 1 to 2,147,483,647, written plainly.
  const isValidId = /^[1-9]\d*$/.test(userId) && idSchema.safeParse(id).success;
  const isSelf = viewer !== null && viewer.id === id;
  const holder = useQuery({
    ...userQueryOptions(id),
    enabled: isValidId && viewer !== null && !isSelf,
    retry: false,
  });

  const isMissing = holder.error instanceof ApiRequestError && holder.error.code === 'NOT_FOUND';
  if (!isValidId || isMissing) return <NotFoundScreen />;

  const account = isSelf ? viewer : holder.data;
  const tabs = (
    isSelf
      ? PROFILE_TABS
      : PROFILE_TABS.filter((tab) =>
          holder.data
            ? !profilePageRefusal(viewer, holder.data, tab.permission)
            : !tab.permission || can(viewer, tab.permission),
        )
  ).filter((tab) => !tab.forDrivers || (account != null && hasRole(account, 'driver')));
  const current = PROFILE_TABS.find((tab) => pathname.endsWith(`/${tab.path}`));
  // Without the page's permission at all, the route guard (inside `children`) sends the viewer home; this
  // area only explains a refusal that depends on whose account it is.
  const isGuarded = !isSelf && current?.permission !== undefined && !can(viewer, current.permission);
  const refusal =
    isSelf || isGuarded
      ? null
      : holder.isError
        ? errorMessage(holder.error)
        : profilePageRefusal(viewer, holder.data, current?.permission);
  const heading = isSelf
    ? 'Your account'
    : holder.data
      ? `Account of ${holder.data.fullName} (${holder.data.email})`
      : `Account #${id}`;

  return (
    <>
      {/* A long e-mail address breaks rather than push a phone's page sideways. */}
      <Typography variant="h5" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      {!refusal && (
        <SectionTabs
          label="User profile"
          items={tabs.map((tab) => ({ label: tab.label, to: `/users/${id}/${tab.path}` }))}
        />
      )}
      {refusal ? (
        <Alert severity="error">{refusal}</Alert>
      ) : !isSelf && !isGuarded && holder.isPending ? (
        <PageLoader label="Loading the account" />
      ) : (
        children
      )}
    </>
  );
}
