import { useParams } from 'react-router';
import { useSessionState } from '../../lib/session';
import { PROFILE_TABS, visibleItems } from '../navigation';
import { SectionTabs } from './section-tabs';

/** The user-profile layout's tabs for /users/{userId}/…. */
export function ProfileTabs() {
  const { userId } = useParams();
  const { user } = useSessionState();
  if (!userId) return null;
  // Your own profile shows every tab (the self rule); someone else's only those you may open.
  const tabs = user && String(user.id) === userId ? PROFILE_TABS : visibleItems(PROFILE_TABS, user);
  const items = tabs.map((tab) => ({
    label: tab.label,
    to: `/users/${userId}/${tab.path}`,
  }));
  return <SectionTabs label="User profile" items={items} />;
}
