/**
 * Where a customer's e-mails lead (decision 052): their trip's page, `/trips/{id}`, which its customer or booker opens
 * signed in. A trip on no customer's account (a walk-in booked by staff) gets no link: the page would not open for
 * whoever reads the e-mail.
 */
export const tripUrl = (publicUrl: string, id: number) => `${publicUrl.replace(/\/+$/, '')}/trips/${id}`;

export function customerTripUrl(
  publicUrl: string | undefined,
  trip: { id: number; customerId: number | null },
): string | null {
  return publicUrl && trip.customerId !== null ? tripUrl(publicUrl, trip.id) : null;
}

/** Where the office's notices lead: the trip's staff details page, which the office opens signed in. */
export const staffTripUrl = (publicUrl: string, id: number) =>
  `${publicUrl.replace(/\/+$/, '')}/reservation/details/${id}`;
