import { SLOT_STEP_LABELS } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { stepQueue } from '../offline/step-sync';
import type { StepQueueState } from '../offline/step-queue';
import { stepTimeText } from './job-text';

const count = (n: number) => (n === 1 ? '1 step waiting to be sent' : `${n} steps waiting to be sent`);

/**
 * What the phone still holds (issue 24): each step not yet sent, and each the server did not accept (but those of
 * `exceptTrip`, shown on its job). A live region, so a screen reader hears the count change as steps leave.
 */
export function WaitingSteps({ state, exceptTrip }: { state: StepQueueState; exceptTrip?: number }) {
  const { steps, problem, sending } = state;
  // A job shows its own refusals beside its button.
  const refusals = state.refusals.filter(({ step }) => step.reservationId !== exceptTrip);
  return (
    <Box aria-live="polite">
      {steps.length > 0 && (
        <Alert
          severity="info"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={sending}
              onClick={() => void stepQueue.flush()}
              sx={{ minHeight: 44 }}
            >
              Send now
            </Button>
          }
        >
          <Typography sx={{ fontWeight: 600 }}>{count(steps.length)}</Typography>
          {problem && (
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {problem}
            </Typography>
          )}
          <Box component="ol" aria-label="Steps waiting to be sent" sx={{ m: 0, pl: 2.5 }}>
            {steps.map((step) => (
              <li key={step.clientId}>
                {step.number ?? `Trip A${step.reservationId}`}: {SLOT_STEP_LABELS[step.step]} at{' '}
                {stepTimeText(step.takenAt)}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {refusals.map(({ step, message }) => (
        <Alert key={step.clientId} severity="warning" sx={{ mt: 1 }} onClose={() => stepQueue.dismiss(step.clientId)}>
          {step.number ?? `Trip A${step.reservationId}`}: “{SLOT_STEP_LABELS[step.step]}” not accepted: {message}
        </Alert>
      ))}
    </Box>
  );
}
