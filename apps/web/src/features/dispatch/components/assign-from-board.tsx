import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { AssignDriversDialog, reservationQueryOptions } from '../../reservations';

/**
 * The keyboard's way to assign from the board: the trip's own assign dialog (the details page's), opened on the trip
 * read afresh — its cars, drivers and version as they are now.
 */
export function AssignFromBoard({ reservationId, onClose }: { reservationId: number | null; onClose: () => void }) {
  const trip = useQuery({ ...reservationQueryOptions(reservationId ?? 0), enabled: reservationId !== null });
  const reservation = reservationId !== null && trip.data?.id === reservationId ? trip.data : null;
  return (
    <>
      {reservationId !== null && trip.isError && (
        <Alert severity="error" onClose={onClose} sx={{ mb: 2 }}>
          {trip.error.message}
        </Alert>
      )}
      <AssignDriversDialog reservation={reservation} onClose={onClose} />
    </>
  );
}
