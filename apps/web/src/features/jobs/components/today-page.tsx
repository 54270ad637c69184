import type { TodayJob } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../../components/ui/page-loader';
import { RouterLink } from '../../../components/ui/router-link';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { todayJobsQueryOptions } from '../api/today-jobs';
import type { QueuedStep } from '../offline/step-store';
import { useStepSync } from '../offline/step-sync';
import { useOnline } from '../offline/use-online';
import { DutySwitch } from './duty-switch';
import { PositionOffer } from './position-offer';
import { TodayJobCard } from './today-job-card';
import { WaitingSteps } from './waiting-steps';

/** The cards of one part of the list (today's, later days'), or nothing. */
function JobGroup(props: { title: string; jobs: readonly TodayJob[]; steps: readonly QueuedStep[]; first?: TodayJob }) {
  const { title, jobs, steps, first } = props;
  if (jobs.length === 0) return null;
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack component="ul" sx={{ gap: 1.5, listStyle: 'none', m: 0, p: 0 }}>
        {jobs.map((job) => (
          <li key={job.slotId}>
            <TodayJobCard job={job} steps={steps} first={job === first} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * `/today` (issue 24, decision 058): a driver's home on a phone — their cars today and next as cards, the next one
 * first, the duty switch, and what the phone still has to send. Opens offline from the service worker's copy.
 */
export function TodayPage() {
  const { user } = useSession();
  const driverId = user?.id ?? 0;
  const jobs = useQuery({ ...todayJobsQueryOptions(driverId), enabled: user !== null });
  const queue = useStepSync();
  const online = useOnline();
  const today = jobs.data?.dataItems.filter((job) => job.isToday) ?? [];
  const later = jobs.data?.dataItems.filter((job) => !job.isToday) ?? [];
  const first = jobs.data?.dataItems[0];

  return (
    <Stack sx={{ gap: 2, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        Today
      </Typography>
      {!online && (
        <Alert severity="warning">
          You are offline: these are your jobs as last loaded. Your steps are kept and sent when the signal returns.
        </Alert>
      )}
      <WaitingSteps state={queue} />
      {jobs.isPending && <PageLoader label="Loading your jobs" />}
      {jobs.isError && <Alert severity="error">{errorMessage(jobs.error)}</Alert>}
      {jobs.data && (
        <>
          <DutySwitch driverId={driverId} duty={jobs.data.duty} />
          {jobs.data.dataItems.length === 0 && (
            <Typography color="text.secondary">No jobs today or next: nothing is assigned to you yet.</Typography>
          )}
          <JobGroup title="Today’s jobs" jobs={today} steps={queue.steps} first={first} />
          <JobGroup title="Later" jobs={later} steps={queue.steps} first={first} />
        </>
      )}
      {/* Once the jobs are in, so the loader's place is not taken and then given back under it (issue 38). */}
      {!jobs.isPending && (
        <RouterLink to={`/users/${driverId}/jobs`} sx={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}>
          Your jobs and shares
        </RouterLink>
      )}
      {/* Last: it shows only once the browser has said whether it may ask, and then moves nothing (issue 38: the
          jobs jumped down when it appeared above them). */}
      {jobs.data && <PositionOffer />}
    </Stack>
  );
}
