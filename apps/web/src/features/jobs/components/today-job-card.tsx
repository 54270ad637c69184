import type { TodayJob } from '@livery/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { shownProgress } from '../offline/pending';
import type { QueuedStep } from '../offline/step-store';
import { routeText } from './job-text';
import { ProgressChip } from './progress-chip';

/**
 * One car of the driver's on Today (issue 24): the time large, then the trip's number, passenger, route and car,
 * and where it is (with the steps still on the phone). The whole card opens the job.
 */
export function TodayJobCard({ job, steps, first }: { job: TodayJob; steps: readonly QueuedStep[]; first: boolean }) {
  const { progress, waiting } = shownProgress(job.progress, job, steps);
  const { time, weekday, date } = job.pickUpLocal;
  return (
    <Card variant="outlined" sx={first ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}>
      <CardActionArea component={Link} to={`/jobs/${job.reservationId}`}>
        <CardContent>
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography component="h3" variant="h4" sx={{ fontWeight: 700, lineHeight: 1.1 }}>
              {time}
            </Typography>
            <Typography variant="body1" color="text.secondary">
              {job.isToday ? 'Today' : `${weekday} ${date}`}
            </Typography>
            <Box sx={{ flex: 1 }} />
            <Typography variant="body1" sx={{ fontWeight: 600 }}>
              {job.number}
            </Typography>
          </Stack>
          <Typography variant="h6" component="p" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {job.passengerName ?? 'Passenger not named'}
            {job.passengers ? ` · ${job.passengers} pax` : ''}
          </Typography>
          <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
            {routeText(job.pickUpLocation, job.dropOffLocation)}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {job.carName}
            </Typography>
            {progress ? (
              <ProgressChip progress={progress} waiting={waiting.length > 0} />
            ) : (
              <Typography variant="body2">Declined · waiting to be sent</Typography>
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
