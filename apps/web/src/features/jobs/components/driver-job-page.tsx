import { idInPath } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { NotFoundScreen } from '../../../components/errors/not-found-screen';
import { PageLoader } from '../../../components/ui/page-loader';
import { RouterLink } from '../../../components/ui/router-link';
import { ApiRequestError, errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { driverJobQueryOptions } from '../api/driver-job';
import { useStepSync } from '../offline/step-sync';
import { JobView } from './job-view';
import { CarSteps } from './trip-steps';
import { WaitingSteps } from './waiting-steps';

/**
 * `/jobs/{reservationId}` (decision 053): the signed-in driver's job on that trip — where their text and e-mail
 * lead — or, with `?driver={id}`, that driver's, for staff who may read drivers' jobs. A trip that is not the
 * driver's job says so, with the way to their jobs (the server answers 404 and shows nothing of it).
 */
export function DriverJobPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const { user, can } = useSession();
  const reservationId = idInPath(params['reservationId']);
  const driverParam = search.get('driver');
  const driverId = driverParam === null ? (user?.id ?? null) : idInPath(driverParam);
  const isOwn = driverId !== null && driverId === user?.id;
  const queue = useStepSync();
  const job = useQuery({
    ...driverJobQueryOptions(driverId ?? 0, reservationId ?? 0),
    enabled: reservationId !== null && driverId !== null && user !== null,
  });
  // The job is drawn as a transition, in slices the browser runs between: a query's answer otherwise renders the
  // whole job in one task, which blocks a phone's taps for a good part of a second (issue 38).
  const shown = useDeferredValue(job.data);

  if (reservationId === null || driverId === null) return <NotFoundScreen />;
  if (job.isPending) return <PageLoader label="Loading the job" />;
  const jobsPath = isOwn ? `/users/${driverId}/jobs` : `/drivers/${driverId}/jobs`;
  const staffLink = can('reservations:details') && (
    <RouterLink to={`/reservation/details/${reservationId}`}>Open the trip’s details</RouterLink>
  );
  if (job.isError) {
    const isMissing = job.error instanceof ApiRequestError && job.error.code === 'NOT_FOUND';
    return (
      <Stack sx={{ gap: 2, maxWidth: 640, mx: 'auto' }}>
        <Alert severity={isMissing ? 'info' : 'error'}>
          {isMissing
            ? `Trip A${reservationId} is not ${isOwn ? 'one of your jobs' : 'a job of this driver'}: it may have been given to another driver.`
            : errorMessage(job.error)}
        </Alert>
        <RouterLink to={jobsPath}>{isOwn ? 'Your jobs' : 'This driver’s jobs'}</RouterLink>
        {staffLink}
      </Stack>
    );
  }
  if (!shown) return <PageLoader label="Loading the job" />;
  return (
    <JobView
      job={shown}
      {...(isOwn ? {} : { driverName: shown.driver.fullName })}
      steps={
        <>
          {isOwn && <WaitingSteps state={queue} exceptTrip={reservationId} />}
          {shown.cars.map((car) => (
            <CarSteps key={car.slotId} job={shown} car={car} canStep={isOwn} />
          ))}
        </>
      }
      footer={
        <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', py: 1 }}>
          <RouterLink to={jobsPath} sx={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}>
            {isOwn ? 'All your jobs' : `All jobs of ${shown.driver.fullName}`}
          </RouterLink>
          {staffLink}
        </Stack>
      }
    />
  );
}
