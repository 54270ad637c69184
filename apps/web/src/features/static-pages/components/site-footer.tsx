import { APP_NAME } from '@livery/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../../components/ui/router-link';
import { useAvailableStaticPages } from '../../../lib/session';

/**
 * Under every screen: the site's active pages (SPEC §1 loads them at start-up, DESIGN §6), for visitors and staff.
 * Drawn once they came; nothing at all while there are none, so it never holds up or shifts a screen.
 */
export function SiteFooter() {
  const { data: pages = [] } = useAvailableStaticPages();
  if (pages.length === 0) return null;
  return (
    <Box
      component="footer"
      sx={{
        mt: 6,
        pt: 2,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        gap: 2,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        © {APP_NAME}
      </Typography>
      <Box component="nav" aria-label="Site pages">
        <Box
          component="ul"
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1, m: 0, p: 0, listStyle: 'none' }}
        >
          {pages.map((page) => (
            <li key={page.slug}>
              <RouterLink to={`/${page.slug}`} variant="body2" color="text.secondary">
                {page.title}
              </RouterLink>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
