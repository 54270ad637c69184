import {
  earlyStepRefusal,
  SLOT_STEP_LABELS,
  STEP_TARGET,
  STEPPING_TRIP_STATUSES,
  PROGRESS_LABELS,
  SLOT_PROGRESS,
  mayTakeStep,
  nextSlotStep,
  type DriverJobCar,
  type DriverJobDetails,
  type SlotStep,
  type SlotProgress,
  type SlotTimes,
} from '@livery/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { displayClock } from '../../../lib/display-clock';
import { shownProgress } from '../offline/pending';
import { queueStep, stepQueue, useStepQueue } from '../offline/step-sync';
import type { QueuedStep } from '../offline/step-store';
import { stepTimeText } from './job-text';
import { ProgressChip } from './progress-chip';

/**
 * What a job shows only at a moment of it — the extras after the drop-off (a form, with its schema and zod), the
 * question before declining (a dialog) — loads then, not with the job a driver opens from a text (issue 38).
 */
const CarExtras = lazy(async () => ({ default: (await import('./car-extras')).CarExtras }));
const DeclineDialog = lazy(async () => ({ default: (await import('./decline-dialog')).DeclineDialog }));

/** Where each step's time is in the answer. */
const TIME_OF: Record<Exclude<SlotProgress, 'assigned'>, keyof SlotTimes> = {
  accepted: 'acceptedAt',
  'on-the-way': 'onTheWayAt',
  'on-location': 'onLocationAt',
  'on-board': 'onBoardAt',
  'dropped-off': 'droppedOffAt',
};

/** The steps reached, each with its time; a step still on the phone with the time it was made. */
function StepTimes({ times, waiting }: { times: SlotTimes; waiting: readonly QueuedStep[] }) {
  const rows = SLOT_PROGRESS.flatMap((step) => {
    if (step === 'assigned') return [];
    const at = times[TIME_OF[step]];
    const taken = waiting.find((t) => STEP_TARGET[t.step] === step);
    if (at) return [{ step, text: stepTimeText(at) }];
    if (taken) return [{ step, text: `${stepTimeText(taken.takenAt)}, waiting to be sent` }];
    return [];
  });
  if (rows.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, mt: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, columnGap: 2 }}>
      {rows.map(({ step, text }) => (
        <Box key={step} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {PROGRESS_LABELS[step]}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 500 }}>
            {text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The car's wait once the passenger is on board (decision 094), as the office will bill it: "Waited 40 min · 30 min
 * free at a domestic airport · 10 min to bill", and the office's correction when it made one.
 */
function WaitLine({ car }: { car: DriverJobCar }) {
  const wait = car.extras?.wait;
  if (!wait?.summary) return null;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="body1" sx={{ fontWeight: 500 }}>
        {wait.summary}
      </Typography>
      {wait.correction && (
        <Typography variant="body2" color="text.secondary">
          The office set the wait to {wait.correction.to} min (measured {wait.correction.from ?? 0} min).
        </Typography>
      )}
    </Box>
  );
}

/** The trip's jobs may still take steps: booked and not over (what the API enforces). */
const tripTakesSteps = (job: DriverJobDetails) => STEPPING_TRIP_STATUSES.some((status) => status === job.status);

/** The API's refusal of a driving step before its window (2 hours before the pickup), said before anything is sent. */
const earlyRefusal = (job: DriverJobDetails, step: SlotStep, at: Date) =>
  earlyStepRefusal(step, job.pickUpDateTime ? new Date(job.pickUpDateTime) : null, at, displayClock());

/**
 * One car of the job through the day of the trip (issue 24): one large button for the next step (Accept while
 * assigned, with Decline beside it while the car has not left), each step kept on the phone and sent when it can be
 * (`offline/`), shown at once as waiting; the times of the steps under it. Staff reading a driver's job see the
 * progress and times only.
 */
export function CarSteps({ job, car, canStep }: { job: DriverJobDetails; car: DriverJobCar; canStep: boolean }) {
  const titleId = useId();
  const { steps, refusals } = useStepQueue();
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  // Once asked, the dialog stays mounted, so it closes with its transition.
  const [wasAskedToDecline, setWasAskedToDecline] = useState(false);
  if (declining && !wasAskedToDecline) setWasAskedToDecline(true);
  const [early, setEarly] = useState<{ step: SlotStep; message: string } | null>(null);
  const slot = { reservationId: job.reservationId, slotId: car.slotId };
  const { progress, waiting } = shownProgress(car.progress, slot, steps);
  const mine = refusals.filter((r) => r.step.reservationId === slot.reservationId && r.step.slotId === slot.slotId);
  const active = canStep && tripTakesSteps(job);
  const next = progress && nextSlotStep(progress);

  const send = async (step: SlotStep, reason?: string) => {
    const refusal = earlyRefusal(job, step, new Date());
    setEarly(refusal ? { step, message: refusal } : null);
    if (refusal) return;
    setBusy(true);
    try {
      await queueStep({ ...slot, number: job.number, step, ...(reason ? { reason } : {}) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id={titleId} variant="overline" component="h2" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          {job.cars.length > 1 ? `Trip · ${car.carName} #${car.slot}` : 'Trip'}
        </Typography>
        {progress && <ProgressChip progress={progress} waiting={waiting.length > 0} />}
      </Stack>
      {mine.map(({ step: refused, message }) => (
        <Alert
          key={refused.clientId}
          severity="warning"
          sx={{ mb: 1.5 }}
          onClose={() => stepQueue.dismiss(refused.clientId)}
        >
          “{SLOT_STEP_LABELS[refused.step]}” not accepted: {message}
        </Alert>
      ))}
      {early && (
        <Alert severity="warning" sx={{ mb: 1.5 }} onClose={() => setEarly(null)}>
          “{SLOT_STEP_LABELS[early.step]}” not accepted: {early.message}
        </Alert>
      )}
      {progress === null && car.progress !== null && (
        <Alert severity="info">You declined this job: it goes back to dispatch once the phone has sent it.</Alert>
      )}
      {active && next && (
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={busy}
          onClick={() => void send(next)}
          sx={{ minHeight: 64, fontSize: '1.25rem', fontWeight: 600 }}
        >
          {SLOT_STEP_LABELS[next]}
        </Button>
      )}
      {active && progress && mayTakeStep(progress, 'decline') && (
        <Button
          variant="outlined"
          color="error"
          fullWidth
          disabled={busy}
          onClick={() => setDeclining(true)}
          sx={{ minHeight: 48, mt: 1.5 }}
        >
          {SLOT_STEP_LABELS.decline}
        </Button>
      )}
      {progress === 'dropped-off' && (
        <Typography sx={{ fontWeight: 500 }}>Done: the passenger was dropped off.</Typography>
      )}
      <StepTimes times={car.times} waiting={waiting} />
      <WaitLine car={car} />
      {canStep && car.progress === 'dropped-off' && (
        <Suspense fallback={null}>
          <CarExtras reservationId={job.reservationId} car={car} offered={job.extrasOffered} />
        </Suspense>
      )}
      {wasAskedToDecline && (
        <Suspense fallback={null}>
          <DeclineDialog
            open={declining}
            number={job.number}
            onClose={() => setDeclining(false)}
            onDecline={(reason) => {
              setDeclining(false);
              void send('decline', reason);
            }}
          />
        </Suspense>
      )}
    </Paper>
  );
}
