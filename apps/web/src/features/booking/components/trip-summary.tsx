import { BOOKABLE_SERVICE_LABELS, formatMinutes, formatMoney, TRIP_TYPE_LABELS } from '@livery/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { typedPickUpText } from '../../../lib/date-text';
import { useAvailableCars } from '../api/get-available-cars';
import { offersMeetAndGreet, touchesAirport, type WizardState } from '../wizard/wizard-state';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function gratuityText(state: WizardState): string {
  const { gratuity, gratuityAmount } = state.price;
  if (gratuity === 'none') return 'None';
  if (gratuity === 'amount')
    return Number.isFinite(Number(gratuityAmount)) ? formatMoney(Number(gratuityAmount)) : gratuityAmount;
  return `${gratuity}%`;
}

/** The service when it is not a transfer, and an hourly booking's time: "2 h 10 min". */
function serviceRows(trip: WizardState['trip']): [string, string][] {
  const service = trip.service ?? 'transfer';
  if (service === 'transfer') return [];
  const rows: [string, string][] = [['Service', BOOKABLE_SERVICE_LABELS[service]]];
  if (service === 'hourly')
    rows.push(['Booked for', formatMinutes(Number(trip.durationHours || 0) * 60 + Number(trip.durationMinutes || 0))]);
  return rows;
}

/** What the person chose, read back before they agree to it: the route, the times, the cars and options, who. */
export function TripSummary({ state, showCustomer }: { state: WizardState; showCustomer: boolean }) {
  const cars = useAvailableCars();
  const { trip, price, customer } = state;
  const isHourly = trip.service === 'hourly';
  const carName = (id: number) => cars.data?.find((c) => c.id === id)?.name ?? `Car class ${id}`;
  const rows: [string, string][] = [
    ['Trip', `${TRIP_TYPE_LABELS[trip.tripType]}${trip.isRoundTrip && !isHourly ? ', round trip' : ''}`],
    ...serviceRows(trip),
    ['Pickup', trip.pickUp.address],
    ...trip.stops.map((stop, i): [string, string] => [`Stop ${i + 1}`, stop.address]),
    ['Drop-off', trip.dropOff.address],
    ['Pickup time', typedPickUpText(trip.pickUpDate, trip.pickUpTime)],
    ['Passengers', String(trip.passengers ?? '')],
  ];
  if (trip.isRoundTrip && !isHourly) {
    rows.push(['Return pickup time', typedPickUpText(trip.returnDate, trip.returnTime)]);
    trip.returnStops.forEach((stop, i) => rows.push([`Return stop ${i + 1}`, stop.address]));
  }
  rows.push(['Cars', price.cars.map((c) => `${c.count} × ${carName(c.carId)}`).join(', ')]);
  if (offersMeetAndGreet(trip)) rows.push(['Meet & greet', yesNo(price.meetAndGreet)]);
  rows.push(['Gratuity', gratuityText(state)]);
  if (price.discountCode.trim()) rows.push(['Discount code', price.discountCode.trim()]);
  rows.push(['Bags checked', yesNo(price.isBagsChecked)]);
  if (showCustomer) {
    rows.push(['Name', customer.name], ['Email', customer.email], ['Phone', customer.phoneNumber]);
    if (customer.affiliateName) rows.push(['Affiliate', customer.affiliateName]);
    if (touchesAirport(trip) && customer.flightNumber)
      rows.push(['Flight', `${customer.flightNumber} ${customer.airline}`.trim()]);
    if (customer.hotelName) rows.push(['Hotel', customer.hotelName]);
    if (customer.comments) rows.push(['Comments', customer.comments]);
  }
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0, sm: 1 },
        m: 0,
      }}
    >
      {rows.map(([term, detail]) => (
        <Fragment key={term}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {detail}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
