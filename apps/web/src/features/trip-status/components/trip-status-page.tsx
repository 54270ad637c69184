import type { TripStatus } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { NotFoundScreen } from '../../../components/errors/not-found-screen';
import { PageLoader } from '../../../components/ui/page-loader';
import { ApiRequestError, errorMessage } from '../../../lib/api-error';
import { listenToTripStatus } from '../api/stream-trip-status';
import { tripStatusQueryOptions } from '../api/trip-status';
import { TripStatusCard } from './trip-status-card';

/** Keeps the page's copy of the trip live: each status the stream sends replaces it; a closed link reads it again. */
function useLiveTripStatus(token: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const { queryKey } = tripStatusQueryOptions(token);
    void listenToTripStatus(
      {
        token,
        onStatus: (status: TripStatus) => queryClient.setQueryData(queryKey, status),
        onClosed: () => void queryClient.invalidateQueries({ queryKey }),
      },
      controller.signal,
    );
    return () => controller.abort();
  }, [enabled, queryClient, token]);
}

/** The link's trip is over and the page no longer opens. */
export function ExpiredLink() {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        This link has expired
      </Typography>
      <Typography color="text.secondary">
        The trip is over, so its status page is closed. For anything about it, call or e-mail the office.
      </Typography>
    </Box>
  );
}

/**
 * `/status/{token}` (issue 24, decision 058): the passenger's trip, live, opened from the link in their texts and
 * e-mails without signing in — where the car is, the driver's first name and car, the times of each step, a call
 * to the office and, when the driver shares it, the position on a map. Built for a phone first.
 */
export function TripStatusPage() {
  const token = useParams()['token'] ?? '';
  const status = useQuery({ ...tripStatusQueryOptions(token), enabled: token !== '' });
  useLiveTripStatus(token, token !== '' && status.isSuccess);

  if (token === '') return <NotFoundScreen />;
  if (status.isPending) return <PageLoader label="Loading your trip" />;
  if (status.isError) {
    const code = status.error instanceof ApiRequestError ? status.error.code : null;
    if (code === 'GONE') return <ExpiredLink />;
    if (code === 'NOT_FOUND') return <NotFoundScreen />;
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: 4 }}>
        <Alert severity="error">{errorMessage(status.error)}</Alert>
      </Box>
    );
  }
  return <TripStatusCard status={status.data} />;
}
