import { pageTitle, SLUG_PATTERN, visitorStaticPage } from '@livery/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { ErrorScreen } from '../../../components/errors/error-screen';
import { ContactActions } from '../../../components/ui/contact-actions';
import { NotFoundScreen } from '../../../components/errors/not-found-screen';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorMessage } from '../../../lib/api-error';
import { usePublicConfiguration } from '../../../lib/public-configuration';
import { isNotFound, publishedPageQueryOptions } from '../api/published-page';
import { PageContent } from './page-content';

/**
 * `/{slug}` (SPEC §2): an active page, for anyone signed in or not, its HTML sanitised again before it is shown;
 * an inactive or unknown slug is the 404 screen. The domain's `visitorStaticPage`, which the server's page draws too:
 * the title once, the body, then "Get a quote" and the office's number (once the configuration is read). The
 * document title is the page's (its route says so).
 */
export function PublishedPage() {
  const { slug = '' } = useParams();
  const page = useQuery(publishedPageQueryOptions(slug));
  const home = usePublicConfiguration().data?.home;
  const title = page.data?.title;

  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);

  // A path no slug could be (`/About`) is not asked for: it is not a page.
  if (!SLUG_PATTERN.test(slug) || isNotFound(page.error)) return <NotFoundScreen />;
  if (page.isError) return <ErrorScreen message={errorMessage(page.error)} onRetry={() => void page.refetch()} />;
  if (!page.data) return <PageLoader label="Loading the page" />;
  const shown = visitorStaticPage(page.data, { contactNumber: home?.contactNumber ?? '' });
  return (
    <Box sx={{ maxWidth: 800, mx: 'auto', py: { xs: 1, md: 2 } }}>
      <article>
        <Typography variant="h3" component="h1" sx={{ mb: 3, fontSize: { xs: '2rem', md: '3rem' } }}>
          {shown.title}
        </Typography>
        <PageContent html={shown.html} />
      </article>
      {home && (
        <Box
          component="section"
          aria-labelledby="page-contact-heading"
          sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}
        >
          <Typography id="page-contact-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
            {shown.contact.heading}
          </Typography>
          <ContactActions actions={shown.contact.actions} justify="flex-start" />
        </Box>
      )}
    </Box>
  );
}
