import { mdiChevronDown, mdiClockOutline, mdiPhone } from '@mdi/js';
import { HOME_SECTIONS, type Home } from '@livery/domain';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/ui/mdi-icon';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageDescription } from '../../../lib/head-tags';
import { usePublicConfiguration } from '../../../lib/public-configuration';

/** Plain text as written: its line breaks kept (the configuration holds no HTML). */
const asWritten = { whiteSpace: 'pre-line' } as const;

/** `tel:` wants the digits and a leading +, nothing else. */
const telOf = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

function Faq({ items }: { items: Home['faq'] }) {
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="faq-heading">
      <Typography id="faq-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        Questions we are asked
      </Typography>
      {items.map((item, i) => (
        <Accordion key={item.question} disableGutters variant="outlined">
          <AccordionSummary
            expandIcon={<MdiIcon path={mdiChevronDown} />}
            id={`faq-${i}-question`}
            aria-controls={`faq-${i}-answer`}
          >
            <Typography component="h3" variant="subtitle1">
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography sx={asWritten}>{item.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

/**
 * `/` for visitors (DESIGN §6): the business's own words from `configuration.home` — welcome, services, values,
 * satisfaction, payment, working hours and FAQ — with the contact number to call and "Get a quote", which opens
 * the booking flow in quote mode. The active static pages are in the footer every screen has.
 */
export function PublicHome() {
  const configuration = usePublicConfiguration();
  usePageDescription(configuration.data?.home.welcome);
  if (configuration.isPending) return <PageLoader label="Loading" />;
  if (configuration.isError)
    return <Alert severity="error">The home page could not be loaded: {configuration.error.message}</Alert>;
  const { home } = configuration.data;
  const sections = HOME_SECTIONS.filter(({ key }) => home[key].trim() !== '');

  return (
    <Stack sx={{ gap: 5, maxWidth: 1040, mx: 'auto', py: { xs: 2, md: 4 } }}>
      <Box component="section" aria-labelledby="home-heading" sx={{ textAlign: 'center' }}>
        <Typography id="home-heading" variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: 32, sm: 48 } }}>
          Chauffeured rides and airport transfers
        </Typography>
        <Typography color="text.secondary" sx={{ ...asWritten, mb: 3, maxWidth: 720, mx: 'auto' }}>
          {home.welcome}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'center' }}>
          <Button component={RouterLink} to="/reservation/create" variant="contained" size="large">
            Get a quote
          </Button>
          <Button
            component="a"
            href={telOf(home.contactNumber)}
            variant="outlined"
            size="large"
            startIcon={<MdiIcon path={mdiPhone} />}
          >
            Call {home.contactNumber}
          </Button>
        </Stack>
      </Box>

      {sections.length > 0 && (
        <Box
          component="ul"
          aria-label="About us"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: 2,
            p: 0,
            m: 0,
            listStyle: 'none',
          }}
        >
          {sections.map(({ key, title }) => (
            <Paper key={key} component="li" variant="outlined" sx={{ p: 3 }}>
              <Typography variant="h6" component="h2" gutterBottom>
                {title}
              </Typography>
              <Typography color="text.secondary" sx={asWritten}>
                {home[key]}
              </Typography>
            </Paper>
          ))}
        </Box>
      )}

      <Paper component="section" aria-labelledby="hours-heading" variant="outlined" sx={{ p: 3 }}>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mb: 1 }}>
          <MdiIcon path={mdiClockOutline} color="primary" />
          <Typography id="hours-heading" variant="h6" component="h2">
            When to reach us
          </Typography>
        </Stack>
        <Typography sx={asWritten}>{home.workingHours}</Typography>
        <Typography sx={{ mt: 1 }}>
          Call <Link href={telOf(home.contactNumber)}>{home.contactNumber}</Link>, or{' '}
          <Link component={RouterLink} to="/reservation/create">
            get a quote online
          </Link>
          .
        </Typography>
      </Paper>

      <Faq items={home.faq} />
    </Stack>
  );
}
