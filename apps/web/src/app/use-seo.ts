import { canonicalPath, seoTitle } from '@livery/domain';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { setCanonicalLink, setMetaProperty } from '../lib/head-tags';
import { deepestTitle } from './route-handle';

/**
 * SPEC §9 for every route: a canonical link that keeps only the whitelisted query parameters, and the SEO title
 * ("title – site name") for link previews. The document title itself follows SPEC §2 (`useDocumentTitle`).
 */
export function useSeo(): void {
  const { pathname, search } = useLocation();
  const title = deepestTitle(useMatches());
  useEffect(() => {
    setCanonicalLink(`${window.location.origin}${canonicalPath(pathname, search)}`);
  }, [pathname, search]);
  useEffect(() => setMetaProperty('og:title', seoTitle(title)), [title]);
}
