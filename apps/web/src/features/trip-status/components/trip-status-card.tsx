import { wallClockParts, type TripStatus } from '@livery/domain';
import { mdiCheckCircle, mdiCircleOutline, mdiMapMarker, mdiPhone } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MdiIcon } from '../../../components/ui/mdi-icon';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { displayClock } from '../../../lib/display-clock';

/** `2:31 PM`: when a step was reached, on the business's clock. */
const timeOf = (iso: string) => wallClockParts(new Date(iso), displayClock()).time;

/** A phone number as `tel:` takes it: its digits, and a leading + kept. */
const dialable = (phone: string) => `${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

function Steps({ steps }: { steps: TripStatus['steps'] }) {
  return (
    <Box component="ol" aria-label="Steps of your trip" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {steps.map((step) => (
        <Box
          component="li"
          key={step.progress}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.75, minHeight: 32 }}
        >
          <MdiIcon
            path={step.at ? mdiCheckCircle : mdiCircleOutline}
            color={step.at ? 'success' : 'disabled'}
            aria-hidden
          />
          <Typography
            sx={{ flex: 1, fontWeight: step.at ? 600 : 400 }}
            color={step.at ? 'text.primary' : 'text.secondary'}
          >
            {step.label}
          </Typography>
          <Typography color={step.at ? 'text.primary' : 'text.secondary'}>
            {step.at ? (
              timeOf(step.at)
            ) : (
              <>
                <span aria-hidden>–</span>
                <Box component="span" sx={visuallyHidden}>
                  not yet
                </Box>
              </>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The trip's card: its number, the status large, when and where, the driver and car, the steps, the office. */
export function TripStatusCard({ status }: { status: TripStatus }) {
  const pickUp = status.pickUpLocal;
  const driverLine = [status.driverFirstName, status.carName].filter(Boolean).join(' · ');
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: { xs: 1.5, sm: 2 }, py: { xs: 2, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack sx={{ gap: 2.5 }}>
          <Box>
            <Typography variant="h6" component="h1" color="text.secondary">
              Your trip {status.number}
            </Typography>
            <Typography
              variant="h3"
              component="p"
              role="status"
              aria-live="polite"
              sx={{
                fontWeight: 700,
                fontSize: { xs: '2.25rem', sm: '3rem' },
                lineHeight: 1.15,
                overflowWrap: 'anywhere',
              }}
            >
              {status.progressLabel}
            </Typography>
          </Box>

          {pickUp && (
            <Box>
              <Typography variant="body2" color="text.secondary">
                Pickup
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>
                {pickUp.weekday} {pickUp.date}, {pickUp.time}
              </Typography>
              {status.pickUpLocation && (
                <Typography sx={{ overflowWrap: 'anywhere' }}>From {status.pickUpLocation}</Typography>
              )}
              {status.dropOffLocation && (
                <Typography sx={{ overflowWrap: 'anywhere' }}>To {status.dropOffLocation}</Typography>
              )}
            </Box>
          )}

          {driverLine && (
            <Box>
              <Typography variant="body2" color="text.secondary">
                Your driver
              </Typography>
              <Typography sx={{ fontWeight: 600, fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
                {driverLine}
              </Typography>
            </Box>
          )}

          {status.position && (
            <Button
              variant="outlined"
              size="large"
              href={status.position.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={<MdiIcon path={mdiMapMarker} />}
              sx={{ minHeight: 48, justifyContent: 'flex-start' }}
            >
              {status.position.street
                ? `Your driver is near ${status.position.street} (map, ${timeOf(status.position.at)})`
                : `Where your driver is (map, ${timeOf(status.position.at)})`}
            </Button>
          )}

          <Steps steps={status.steps} />

          {status.officePhone && (
            <Button
              variant="contained"
              size="large"
              fullWidth
              href={`tel:${dialable(status.officePhone)}`}
              startIcon={<MdiIcon path={mdiPhone} />}
              sx={{ minHeight: 56, fontSize: '1.1rem' }}
            >
              Call the office {status.officePhone}
            </Button>
          )}
        </Stack>
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
        This page updates by itself.
      </Typography>
    </Box>
  );
}
