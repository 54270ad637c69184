import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Stands in for a screen whose issue is not done yet, so its route, title and guard already work. */
export function ComingSoonPage({ heading }: { heading: string }) {
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {heading}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">This screen is coming soon.</Typography>
      </Paper>
    </>
  );
}
