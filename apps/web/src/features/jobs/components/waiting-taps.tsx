import { MOVE_LABELS } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { tapQueue } from '../offline/tap-sync';
import type { TapQueueState } from '../offline/tap-queue';
import { stepTimeText } from './job-text';

const count = (n: number) => (n === 1 ? '1 tap waiting to be sent' : `${n} taps waiting to be sent`);

/**
 * What the phone still holds (issue 24): each tap not yet sent, and each the server did not accept (but those of
 * `exceptTrip`, shown on its job). A live region, so a screen reader hears the count change as taps leave.
 */
export function WaitingTaps({ state, exceptTrip }: { state: TapQueueState; exceptTrip?: number }) {
  const { taps, problem, sending } = state;
  // A job shows its own refusals beside its button.
  const refusals = state.refusals.filter(({ tap }) => tap.reservationId !== exceptTrip);
  return (
    <Box aria-live="polite">
      {taps.length > 0 && (
        <Alert
          severity="info"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={sending}
              onClick={() => void tapQueue.flush()}
              sx={{ minHeight: 44 }}
            >
              Send now
            </Button>
          }
        >
          <Typography sx={{ fontWeight: 600 }}>{count(taps.length)}</Typography>
          {problem && (
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {problem}
            </Typography>
          )}
          <Box component="ol" aria-label="Taps waiting to be sent" sx={{ m: 0, pl: 2.5 }}>
            {taps.map((tap) => (
              <li key={tap.clientId}>
                {tap.number ?? `Trip A${tap.reservationId}`}: {MOVE_LABELS[tap.move]} at {stepTimeText(tap.tappedAt)}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {refusals.map(({ tap, message }) => (
        <Alert key={tap.clientId} severity="warning" sx={{ mt: 1 }} onClose={() => tapQueue.dismiss(tap.clientId)}>
          {tap.number ?? `Trip A${tap.reservationId}`}: “{MOVE_LABELS[tap.move]}” not accepted: {message}
        </Alert>
      ))}
    </Box>
  );
}
