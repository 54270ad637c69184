import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link, useLocation } from 'react-router';
import { RouterLink } from '../../components/ui/router-link';

interface SectionTabsProps {
  label: string;
  items: readonly { label: string; to: string }[];
}

/**
 * The secondary navigation of the settings and user-profile layouts: one tab per page, as links. On a phone the
 * pages wrap onto as many lines as they need, the current one marked, rather than a strip of tabs scrolled sideways
 * with some out of sight (issue 22).
 */
export function SectionTabs({ label, items }: SectionTabsProps) {
  const { pathname } = useLocation();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const current = items.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  if (items.length === 0) return null;
  if (isPhone) {
    return (
      <Box component="nav" aria-label={label} sx={{ borderBottom: 1, borderColor: 'divider', mb: 3, pb: 1 }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {items.map((item) => {
            const isCurrent = item === current;
            return (
              <li key={item.to}>
                <RouterLink
                  to={item.to}
                  aria-current={isCurrent ? 'page' : undefined}
                  underline="none"
                  sx={{
                    display: 'inline-block',
                    px: 1.5,
                    py: 0.75,
                    borderRadius: 1,
                    typography: 'button',
                    color: isCurrent ? 'primary.contrastText' : 'text.primary',
                    bgcolor: isCurrent ? 'primary.main' : 'action.hover',
                  }}
                >
                  {item.label}
                </RouterLink>
              </li>
            );
          })}
        </Box>
      </Box>
    );
  }
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
