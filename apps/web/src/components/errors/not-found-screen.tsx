import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

/** SPEC §2/§8: an unknown route shows '404 Page Not Found' and logs 'Page not found: {path}'. */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`Page not found: ${pathname}`);
  }, [pathname]);

  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        404 Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The page you asked for does not exist or has moved.
      </Typography>
      <Button component={Link} to="/" variant="contained">
        Go to the home page
      </Button>
    </Box>
  );
}
