import type { AssignDriversResult, DataResponse, DriverSlotAssignment } from '@livery/domain';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * `PUT /reservations/{id}/drivers`: the slots changed, at the version read. The trip becomes assigned when every car
 * has a driver; the drivers get an SMS. A driver with another trip too close is saved with a warning.
 */
export const useAssignDrivers = () =>
  useApiMutation({
    mutationFn: async ({
      id,
      version,
      slots,
    }: {
      id: number;
      number: string;
      version: number;
      slots: DriverSlotAssignment[];
    }) => (await api.put<DataResponse<AssignDriversResult>>(`/reservations/${id}/drivers`, { version, slots })).data,
    success: (_result, { number }) => `Drivers of ${number} saved`,
    onSuccess: (result) => {
      for (const conflict of result.driverConflicts)
        toast.warning(
          `${conflict.driverName} also drives ${conflict.trips.map((t) => t.number).join(', ')} close to this pickup`,
        );
    },
    invalidates: [reservationKeys.all],
  });
