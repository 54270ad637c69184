import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ScreenHeader } from '../layouts/screen-header';

/** Stands in for a screen whose issue is not done yet, so its route, title and guard already work. */
export function ComingSoonPage() {
  return (
    <>
      <ScreenHeader />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">This screen is coming soon.</Typography>
      </Paper>
    </>
  );
}
