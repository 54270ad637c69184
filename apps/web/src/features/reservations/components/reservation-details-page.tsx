/** The reservation details screen: loads the reservation and composes its action bar, sections and dialogs. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { reservationQueryOptions } from '../api/reservation-details';
import { ActionBar } from './details-action-bar';
import { CarsSection } from './details-cars-section';
import { CustomerSection } from './details-customer-section';
import { DetailsDialogs } from './details-dialogs';
import { HistorySection } from './details-history-section';
import { PaymentSection } from './details-payment-section';
import { TripSection } from './details-trip-section';
import { useDetailsDialogs } from './use-details-dialogs';

/**
 * `/reservation/details/{id}` (issue 12): every field, both legs linked, the cars with their drivers, the price
 * line by line, payment and refunds, the history, and the actions the server says this person may take now.
 * Opening a `created` trip with `reservations:change-status` marks it viewed (the server does it on reading).
 */
export function ReservationDetailsPage() {
  const { reservationId } = useParams();
  const id = Number(reservationId);
  const details = useQuery({ ...reservationQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
  const dialogs = useDetailsDialogs();

  if (!(Number.isSafeInteger(id) && id > 0)) return <Alert severity="error">This reservation was not found.</Alert>;
  if (details.isPending) return <PageLoader label="Opening the reservation" />;
  if (details.isError)
    return (
      <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
        <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
          {details.error.message}
        </Alert>
        <Button component={Link} to="/reservations" variant="outlined">
          Reservations
        </Button>
      </Stack>
    );
  const r = details.data;

  return (
    <Stack sx={{ gap: 2 }}>
      <ActionBar reservation={r} onAsk={dialogs.ask} />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <TripSection reservation={r} />
        <CustomerSection reservation={r} />
        <CarsSection reservation={r} />
        <PaymentSection
          reservation={r}
          {...(r.actions.includes('deleteAddon') ? { onDeleteAddon: dialogs.setRemoving } : {})}
        />
      </Box>
      <HistorySection reservation={r} />
      <DetailsDialogs reservation={r} dialogs={dialogs} />
    </Stack>
  );
}
