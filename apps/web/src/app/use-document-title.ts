import { pageTitle } from '@livery/domain';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { deepestTitle } from './route-handle';

/** document.title = "Livery - <title>" of the deepest matched route with a title, else "Livery". */
export function useDocumentTitle(): void {
  const title = deepestTitle(useMatches());
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
