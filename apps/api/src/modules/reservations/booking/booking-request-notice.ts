import { formatMoney, type Quote, type Reservation } from '@livery/domain';
import { writtenPickUp } from '../../../lib/business-clock.js';
import { type OfficeNotice } from '../../notifications/index.js';

const pickUpOf = (leg: Reservation, timeZone: string) =>
  leg.pickUpDateTime ? writtenPickUp(new Date(leg.pickUpDateTime), timeZone) : 'not set';

/**
 * The office's notice of a trip a customer sent as a request because payment online was unavailable (decision 055):
 * what to confirm with whom, and the link to the trip.
 */
export function bookingRequestNotice(
  booked: Reservation,
  returned: Reservation | null,
  quote: Quote,
  timeZone: string,
  publicUrl: string | undefined,
): OfficeNotice {
  const who = [booked.name, booked.email, booked.phoneNumber].filter(Boolean).join(', ');
  const lines = [
    `${booked.name ?? 'A customer'} sent trip ${booked.number} as a request: payment online was not available, so ` +
      'nothing is paid. Confirm it with them, then record the payment or assign a driver.',
    '',
    `Pickup: ${pickUpOf(booked, timeZone)}`,
    `From: ${booked.pickUpLocation ?? '—'}`,
    `To: ${booked.dropOffLocation ?? '—'}`,
    ...(returned ? [`Return trip ${returned.number}: pickup ${pickUpOf(returned, timeZone)}`] : []),
    `Cars: ${booked.cars.map((car) => `${car.name} × ${car.count}`).join(', ')}`,
    `Passengers: ${booked.passengers ?? '—'}`,
    `Customer: ${who || '—'}`,
    `Total: ${formatMoney(quote.total)}`,
    ...(publicUrl ? ['', `Open the trip: ${publicUrl.replace(/\/+$/, '')}/reservation/details/${booked.id}`] : []),
  ];
  return { subject: `Booking request ${booked.number} to confirm (not paid)`, text: lines.join('\n') };
}
