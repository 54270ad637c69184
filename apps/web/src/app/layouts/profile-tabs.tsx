import { useParams } from 'react-router';
import { useSessionState } from '../../lib/session';
import { PROFILE_TABS, visibleItems } from '../navigation';
import { SectionTabs } from './section-tabs';

/** The user-profile layout's tabs for /users/{userId}/…. */
export function ProfileTabs() {
  const { userId } = useParams();
  const { user } = useSessionState();
  if (!userId) return null;
  const items = visibleItems(PROFILE_TABS, user).map((tab) => ({
    label: tab.label,
    to: `/users/${userId}/${tab.path}`,
  }));
  return <SectionTabs label="User profile" items={items} />;
}
