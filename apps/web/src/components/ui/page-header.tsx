import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The heading of a screen, with its actions (e.g. "Add") on the right. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {actions && (
        <Stack direction="row" sx={{ gap: 1 }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
