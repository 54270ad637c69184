import { formatMoney, QUOTE_OFFER_MESSAGES, type OpenQuoteOffer } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { RouterLink } from '../../../components/ui/router-link';
import { ApiRequestError, errorMessage } from '../../../lib/api-error';
import { dateTimeText, pickUpDateTimeText } from '../../../lib/date-text';
import { PriceLines } from '../../booking';
import { openQuoteQueryOptions } from '../api/open-quote';
import { QuoteAccept } from './quote-accept';

/** A phone's page: one column, never wider than the screen. */
const PAGE = { maxWidth: 560, mx: 'auto', px: 2, py: { xs: 3, sm: 5 } } as const;

/** The office's number as a link a phone calls. */
function OfficePhone({ phone }: { phone: string }) {
  if (!phone) return <>the office</>;
  return (
    <>
      the office at <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>
    </>
  );
}

/** Where the quote stands, when it can no longer be accepted: taken (the trip it became) or past its date. */
function Closed({ offer }: { offer: OpenQuoteOffer }) {
  if (offer.status === 'accepted' && offer.reservationId !== null)
    return (
      <Alert severity="success">
        This quote was accepted: it is trip {offer.reservationNumber}.{' '}
        <Link component={RouterLink} to={`/trips/${offer.reservationId}`}>
          See your trip
        </Link>
      </Alert>
    );
  return (
    <Alert severity="warning">
      This quote expired on {dateTimeText(offer.expiresAt)}. For a new one, call{' '}
      <OfficePhone phone={offer.officePhone} />.
    </Alert>
  );
}

/** The trip and each leg's price lines, as quoted. */
function QuotedTrip({ offer }: { offer: OpenQuoteOffer }) {
  const { quote } = offer;
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
        {offer.pickUpLocation} → {offer.dropOffLocation}
        {offer.stops.length > 0 && ` (stops: ${offer.stops.join('; ')})`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {offer.passengers} passenger{offer.passengers === 1 ? '' : 's'}
        {quote.isRoundTrip ? ', round trip' : ''}
      </Typography>
      {quote.legs.map((leg) => (
        <Box component="section" key={leg.leg} aria-label={leg.leg === 'return' ? 'Return' : 'Trip'}>
          <Typography variant="subtitle1" component="h2">
            {leg.leg === 'return' ? 'Return' : 'Trip'}: {pickUpDateTimeText(leg.pickUpAt)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {leg.cars.map((car) => `${car.name} × ${car.cars}`).join(', ')} · {leg.miles} mi
          </Typography>
          <PriceLines lines={leg.lines} label={`${leg.leg === 'return' ? 'Return' : 'Trip'} price lines`} />
        </Box>
      ))}
      <Divider />
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="h6" component="p">
          Total
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(quote.total)}
        </Typography>
      </Stack>
    </Stack>
  );
}

/**
 * `/quote/{token}` (issue 39, decision 090): a quote sent by the office, opened from its e-mail without an account.
 * Built for a phone first: the trip, each price line, the total, until when it is open, and Accept; an expired one
 * gives the office's number, an accepted one the trip it became. A link that opens nothing says so.
 */
export function QuotePage() {
  const token = useParams()['token'] ?? '';
  const offer = useQuery({ ...openQuoteQueryOptions(token), enabled: token !== '' });

  if (offer.isPending && token !== '') return <PageLoader label="Loading your quote" />;
  if (token === '' || offer.isError) {
    const notFound = token === '' || (offer.error instanceof ApiRequestError && offer.error.code === 'NOT_FOUND');
    return (
      <Box sx={PAGE}>
        <Typography variant="h4" component="h1" gutterBottom>
          Quote not found
        </Typography>
        <Alert severity={notFound ? 'warning' : 'error'}>
          {notFound ? QUOTE_OFFER_MESSAGES.invalidLink : errorMessage(offer.error)}
        </Alert>
      </Box>
    );
  }
  const { data } = offer;
  if (!data) return null;
  return (
    <Box sx={PAGE}>
      <Typography variant="h4" component="h1" gutterBottom>
        Your quote {data.number}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        For {data.name}
        {data.status === 'sent' && <>, open until {dateTimeText(data.expiresAt)}</>}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <QuotedTrip offer={data} />
      </Paper>
      {data.status === 'sent' ? <QuoteAccept token={token} offer={data} /> : <Closed offer={data} />}
    </Box>
  );
}
