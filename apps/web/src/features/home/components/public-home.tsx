import { mdiChevronDown, mdiClockOutline } from '@mdi/js';
import { drawHomeSection, visitorHome, type HomeSectionDrawers, type VisitorHomeSection } from '@livery/domain';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { ContactActions } from '../../../components/ui/contact-actions';
import { MdiIcon } from '../../../components/ui/mdi-icon';
import { PageLoader } from '../../../components/ui/page-loader';
import { TextLineView } from '../../../components/ui/text-line';
import { usePageDescription } from '../../../lib/head-tags';
import { usePublicConfiguration } from '../../../lib/public-configuration';

/** Plain text as written: its line breaks kept (the configuration holds no HTML). */
const asWritten = { whiteSpace: 'pre-line' } as const;

/** Each section of the domain's `visitorHome`, as MUI draws it; the server's page draws the same (decision 076). */
const SECTIONS: HomeSectionDrawers<ReactNode> = {
  hero: ({ heading, welcome, actions }) => (
    <Box component="section" aria-labelledby="home-heading" sx={{ textAlign: 'center' }}>
      <Typography id="home-heading" variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: 32, sm: 48 } }}>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ ...asWritten, mb: 3, maxWidth: 720, mx: 'auto' }}>
        {welcome}
      </Typography>
      <ContactActions actions={actions} />
    </Box>
  ),
  cards: ({ label, cards }) => (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        gap: 2,
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {cards.map(({ key, title, text }) => (
        <Paper key={key} component="li" variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={asWritten}>
            {text}
          </Typography>
        </Paper>
      ))}
    </Box>
  ),
  hours: ({ heading, hours, line }) => (
    <Paper component="section" aria-labelledby="hours-heading" variant="outlined" sx={{ p: 3 }}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mb: 1 }}>
        <MdiIcon path={mdiClockOutline} color="primary" />
        <Typography id="hours-heading" variant="h6" component="h2">
          {heading}
        </Typography>
      </Stack>
      <Typography sx={asWritten}>{hours}</Typography>
      <Typography sx={{ mt: 1 }}>
        <TextLineView line={line} />
      </Typography>
    </Paper>
  ),
  faq: ({ heading, items }) => (
    <Box component="section" aria-labelledby="faq-heading">
      <Typography id="faq-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        {heading}
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
  ),
};

const sectionView = (section: VisitorHomeSection) => (
  <Fragment key={section.kind}>{drawHomeSection(section, SECTIONS)}</Fragment>
);

/**
 * `/` for visitors (DESIGN §6): the domain's `visitorHome`, the business's own words from `configuration.home` —
 * welcome, services, values, satisfaction, payment, working hours and FAQ — with the contact number to call and "Get
 * a quote", which opens the booking flow in quote mode. The active static pages are in the footer every screen has.
 * The server's `/` is the same description as HTML (decisions 064 and 076); this one shows when the SPA reaches `/`.
 */
export function PublicHome() {
  const configuration = usePublicConfiguration();
  usePageDescription(configuration.data?.home.welcome);
  if (configuration.isPending) return <PageLoader label="Loading" />;
  if (configuration.isError)
    return <Alert severity="error">The home page could not be loaded: {configuration.error.message}</Alert>;
  return (
    <Stack sx={{ gap: 5, maxWidth: 1040, mx: 'auto', py: { xs: 2, md: 4 } }}>
      {visitorHome(configuration.data.home).map(sectionView)}
    </Stack>
  );
}
