import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, useLocation } from 'react-router';

interface SectionTabsProps {
  label: string;
  items: readonly { label: string; to: string }[];
}

/** The secondary navigation of the settings and user-profile layouts: one tab per page, as links. */
export function SectionTabs({ label, items }: SectionTabsProps) {
  const { pathname } = useLocation();
  const current = items.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  if (items.length === 0) return null;
  return (
    <Box component="nav" aria-label={label} sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      <Tabs value={current?.to ?? false} variant="scrollable" scrollButtons="auto" aria-label={label}>
        {items.map((item) => (
          <Tab key={item.to} value={item.to} label={item.label} component={Link} to={item.to} />
        ))}
      </Tabs>
    </Box>
  );
}
