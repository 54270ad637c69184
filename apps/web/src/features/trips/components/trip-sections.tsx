import { formatMoney, fromCents, toCents, type CustomerTrip } from '@livery/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { pickUpParts } from './trip-text';

/** A titled part of the page: a landmark a screen reader lists, a card on the screen. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography id={id} variant="overline" component="h2" color="text.secondary" sx={{ lineHeight: 1.5, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label and value, one fact of a `dl`; `strong` for the one that matters most (what is due). */
export function Fact({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Typography component="dt" variant="body1" color={strong ? 'text.primary' : 'text.secondary'}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body1"
        sx={{ m: 0, fontWeight: strong ? 700 : 500, textAlign: 'right', overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/** When: the weekday, the date and the time, large, as a traveller plans by them. */
export function Pickup({ trip }: { trip: CustomerTrip }) {
  if (!trip.pickUpDateTime) return null;
  const { weekday, date, time } = pickUpParts(trip.pickUpDateTime);
  return (
    <Section title="Pickup">
      <Typography variant="h6" component="p">
        {weekday}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 500 }}>
        {time}
      </Typography>
      <Typography variant="body1" component="p" color="text.secondary">
        {date}
      </Typography>
    </Section>
  );
}

/** Where: from, each stop, to, and the miles in plain words. */
export function Route({ trip }: { trip: CustomerTrip }) {
  const places: [string, string][] = [
    ...(trip.pickUpLocation ? [['From', trip.pickUpLocation] satisfies [string, string]] : []),
    ...trip.stops.map((stop, i): [string, string] => [`Stop ${i + 1}`, stop]),
    ...(trip.dropOffLocation ? [['To', trip.dropOffLocation] satisfies [string, string]] : []),
  ];
  return (
    <Section title="Route">
      <Box
        component="ol"
        sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
      >
        {places.map(([label, address]) => (
          <Box component="li" key={label} sx={{ py: 1, overflowWrap: 'anywhere' }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="body1" sx={{ fontWeight: 500 }}>
              {address}
            </Typography>
          </Box>
        ))}
      </Box>
      {trip.miles !== null && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          About {trip.miles} mi
        </Typography>
      )}
    </Section>
  );
}

/** Who travels, and what the chauffeur should know. */
export function Travellers({ trip }: { trip: CustomerTrip }) {
  const flight = [trip.flightNumber, trip.airline ? `(${trip.airline})` : ''].filter(Boolean).join(' ');
  return (
    <Section title="Travellers">
      <Stack component="dl" sx={{ gap: 0.5, m: 0 }}>
        {trip.passengerName && <Fact label="Name">{trip.passengerName}</Fact>}
        {trip.passengers !== null && <Fact label="Passengers">{trip.passengers}</Fact>}
        {flight && <Fact label="Flight">{flight}</Fact>}
        {trip.hotelName && <Fact label="Hotel">{trip.hotelName}</Fact>}
        {trip.comments && <Fact label="Your notes">{trip.comments}</Fact>}
      </Stack>
    </Section>
  );
}

/** The cars and, once assigned, each one's driver by first name. */
export function Cars({ trip }: { trip: CustomerTrip }) {
  return (
    <Section title={trip.cars.length > 1 ? 'Your cars' : 'Your car'}>
      <Stack component="dl" sx={{ gap: 0.5, m: 0 }}>
        {trip.cars.map((car, i) => (
          <Fact key={i} label={car.carName}>
            {car.driverFirstName ? `Driver: ${car.driverFirstName}` : 'Driver not assigned yet'}
          </Fact>
        ))}
      </Stack>
    </Section>
  );
}

/** The price line by line, then what is paid, refunded and due. */
export function Price({ trip }: { trip: CustomerTrip }) {
  // The trip's paid amount is net of its refunds: the traveller reads what they paid, then what came back.
  const paid = fromCents(toCents(trip.paidAmount) + toCents(trip.refunded));
  return (
    <Section title="Price">
      {trip.service && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {trip.service}
        </Typography>
      )}
      <Stack component="dl" sx={{ gap: 0.5, m: 0 }}>
        {trip.priceLines.map((line, i) => (
          <Fact key={i} label={line.label}>
            {formatMoney(line.amount)}
          </Fact>
        ))}
      </Stack>
      <Stack component="dl" sx={{ gap: 0.5, m: 0, mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
        {trip.amount !== null && <Fact label="Total">{formatMoney(trip.amount)}</Fact>}
        <Fact label="Paid">{formatMoney(paid)}</Fact>
        {trip.refunded > 0 && <Fact label="Refunded">{formatMoney(trip.refunded)}</Fact>}
        <Fact label="Due" strong>
          {formatMoney(trip.balanceDue)}
        </Fact>
      </Stack>
    </Section>
  );
}
