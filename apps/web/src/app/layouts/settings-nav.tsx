import { useSessionState } from '../../lib/session';
import { SETTINGS_SECTIONS, visibleItems } from '../navigation';
import { SectionTabs } from './section-tabs';

/** The settings layout: Roles, Permissions, Users with roles, Configurations (those the user may see). */
export function SettingsNav() {
  const { user } = useSessionState();
  const items = visibleItems(SETTINGS_SECTIONS, user).map((item) => ({ label: item.label, to: item.path }));
  return <SectionTabs label="Settings" items={items} />;
}
