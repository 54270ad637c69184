import { idSchema } from '@livery/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { NotFoundScreen } from '../../../components/errors/not-found-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { ApiRequestError } from '../../../lib/api-error';
import { driverNameQueryOptions } from '../api/driver-name';
import { DriverJobsList } from './driver-jobs-list';

/**
 * `/drivers/{userId}/jobs` (decision 053): a driver's schedule for the staff who plan with it — users:jobs or
 * drivers:view, from the Drivers list. Headed with the driver's name from the jobs answer itself: the account read
 * (`GET /users/{id}`) needs the right to manage the driver, which a dispatcher does not hold.
 */
export function DriverSchedulePage() {
  const { userId = '' } = useParams();
  const driverId = Number(userId);
  const isValidId = /^[1-9]\d*$/.test(userId) && idSchema.safeParse(driverId).success;
  const driver = useQuery(driverNameQueryOptions(driverId, isValidId));
  const isMissing = driver.error instanceof ApiRequestError && driver.error.code === 'NOT_FOUND';
  if (!isValidId || isMissing) return <NotFoundScreen />;
  return (
    <>
      <PageHeader title={driver.data ? `Jobs of ${driver.data.fullName}` : 'Driver’s Jobs'} />
      <DriverJobsList driverId={driverId} />
    </>
  );
}
