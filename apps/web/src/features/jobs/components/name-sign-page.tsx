import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { driverJobQueryOptions } from '../api/driver-job';
import { useWakeLock } from './use-wake-lock';

/**
 * `/jobs/{id}/sign` (issue 24): the passenger's name, full screen, black on white and as large as the screen allows,
 * held up in an arrivals hall; the screen is kept awake (Wake Lock API) while it shows. Close goes back to the job.
 */
export function NameSignPage() {
  const { reservationId: param = '' } = useParams();
  const reservationId = /^[1-9]\d{0,9}$/.test(param) ? Number(param) : 0;
  const { user } = useSession();
  const job = useQuery({
    ...driverJobQueryOptions(user?.id ?? 0, reservationId),
    enabled: user !== null && reservationId > 0,
  });
  const navigate = useNavigate();
  const close = useRef<HTMLButtonElement>(null);
  const awake = useWakeLock();
  useEffect(() => close.current?.focus(), []);

  const sign = job.data?.nameSign ?? job.data?.passengerName ?? null;
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal,
        bgcolor: '#FFFFFF',
        color: '#000000',
        display: 'flex',
        flexDirection: 'column',
        p: 2,
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography variant="body2" sx={{ color: '#3D3D3D' }}>
          {job.data ? `Job ${job.data.number}` : ''}
          {awake ? ' · screen kept on' : ''}
        </Typography>
        <Button
          ref={close}
          variant="outlined"
          onClick={() => void navigate(`/jobs/${reservationId}`)}
          sx={{
            minHeight: 48,
            minWidth: 96,
            color: '#000000',
            borderColor: '#000000',
            borderWidth: 2,
            fontWeight: 700,
          }}
        >
          Close
        </Button>
      </Box>
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 0 }}>
        {job.isPending && <PageLoader label="Loading the sign" />}
        {job.isError && <Alert severity="error">{errorMessage(job.error)}</Alert>}
        {job.data && (
          <Typography
            component="h1"
            sx={{
              fontSize: 'clamp(2.5rem, min(16vw, 22vh), 12rem)',
              fontWeight: 800,
              lineHeight: 1.05,
              textAlign: 'center',
              overflowWrap: 'anywhere',
              color: '#000000',
            }}
          >
            {sign ?? 'No name on this job'}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
