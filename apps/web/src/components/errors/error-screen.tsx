import { mdiAlertCircleOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { MdiIcon } from '../ui/mdi-icon';

interface ErrorScreenProps {
  message: string;
  /** E.g. clear the global error and go home; without it the card offers a reload. */
  onRetry?: () => void;
  retryLabel?: string;
}

/** SPEC §2: the error message in a centred card with a minimum height of 268. */
export function ErrorScreen({ message, onRetry, retryLabel = 'Try again' }: ErrorScreenProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', py: 6, px: 2 }}>
      <Card
        role="alert"
        variant="outlined"
        sx={{ minHeight: 268, width: '100%', maxWidth: 560, display: 'flex', flexDirection: 'column' }}
      >
        <CardContent
          sx={{
            flex: 1,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 2,
            textAlign: 'center',
          }}
        >
          <MdiIcon path={mdiAlertCircleOutline} color="error" sx={{ fontSize: 48 }} />
          <Typography variant="h6" component="h1">
            Something went wrong
          </Typography>
          <Typography data-testid="error-message" color="text.secondary">
            {message}
          </Typography>
        </CardContent>
        <CardActions sx={{ justifyContent: 'center', pb: 2 }}>
          <Button variant="contained" onClick={onRetry ?? (() => window.location.reload())}>
            {onRetry ? retryLabel : 'Reload'}
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
}
