import { pageTitle } from '@livery/domain';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { deepestTitle, isTitleFromPage } from './route-handle';

/**
 * document.title = "Livery - <title>" of the deepest matched route with a title, else "Livery" — unless the route
 * leaves it to its page (`titleFromPage`: a static page knows its title once it has loaded).
 */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const title = deepestTitle(matches);
  const fromPage = isTitleFromPage(matches);
  useEffect(() => {
    if (!fromPage) document.title = pageTitle(title);
  }, [title, fromPage]);
}
