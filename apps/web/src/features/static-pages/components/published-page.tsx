import { pageTitle, SLUG_PATTERN } from '@livery/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { ErrorScreen } from '../../../components/errors/error-screen';
import { NotFoundScreen } from '../../../components/errors/not-found-screen';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorMessage } from '../../../lib/api-error';
import { isNotFound, publishedPageQueryOptions } from '../api/published-page';
import { PageContent } from './page-content';

/**
 * `/{slug}` (SPEC §2): an active page, for anyone signed in or not, its HTML sanitised again before it is shown;
 * an inactive or unknown slug is the 404 screen. The document title is the page's (its route says so).
 */
export function PublishedPage() {
  const { slug = '' } = useParams();
  const page = useQuery(publishedPageQueryOptions(slug));
  const title = page.data?.title;

  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);

  // A path no slug could be (`/About`) is not asked for: it is not a page.
  if (!SLUG_PATTERN.test(slug) || isNotFound(page.error)) return <NotFoundScreen />;
  if (page.isError) return <ErrorScreen message={errorMessage(page.error)} onRetry={() => void page.refetch()} />;
  if (!page.data) return <PageLoader label="Loading the page" />;
  return (
    <Box component="article" sx={{ maxWidth: 800, mx: 'auto', py: { xs: 1, md: 2 } }}>
      <Typography variant="h3" component="h1" sx={{ mb: 3, fontSize: { xs: '2rem', md: '3rem' } }}>
        {page.data.title}
      </Typography>
      <PageContent html={page.data.content} />
    </Box>
  );
}
