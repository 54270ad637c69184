import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { sanitizePageHtml } from '../page-html';

/** A page's body, sanitised again in the browser, in the app's typography: the public page and the preview. */
export function PageContent({ html }: { html: string }) {
  const clean = useMemo(() => sanitizePageHtml(html), [html]);
  return (
    <Box
      className="page-content"
      sx={(theme) => ({
        ...theme.typography.body1,
        overflowWrap: 'anywhere',
        '& h1': { ...theme.typography.h4, mt: 3, mb: 2 },
        '& h2': { ...theme.typography.h5, mt: 3, mb: 1.5 },
        '& h3': { ...theme.typography.h6, mt: 3, mb: 1 },
        '& h4, & h5, & h6': { ...theme.typography.subtitle1, fontWeight: 700, mt: 2, mb: 1 },
        '& p, & ul, & ol, & blockquote, & pre, & table': { mt: 0, mb: 2 },
        '& a': { color: 'primary.main' },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
        '& pre': { bgcolor: 'action.hover', p: 2, borderRadius: 1, overflowX: 'auto' },
        '& pre code': { bgcolor: 'transparent', p: 0 },
        '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto', maxWidth: '100%' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left', verticalAlign: 'top' },
        '& th': { bgcolor: 'action.hover', fontWeight: 700 },
        // The editor wraps the text of list items and cells in paragraphs.
        '& li > p, & td > p, & th > p': { m: 0 },
      })}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
