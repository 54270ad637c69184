import { useEffect } from 'react';
import { shortDescription } from '@livery/domain';

/** The `<head>` tags a page sets for search engines and link previews (SPEC §9), created when missing. */
function headTag(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}

export function setCanonicalLink(href: string): void {
  const link = headTag('link[rel="canonical"]', () =>
    Object.assign(document.createElement('link'), { rel: 'canonical' }),
  );
  link.setAttribute('href', href);
}

export function setMetaProperty(property: string, content: string): void {
  const meta = headTag(`meta[property="${property}"]`, () => {
    const element = document.createElement('meta');
    element.setAttribute('property', property);
    return element;
  });
  meta.setAttribute('content', content);
}

const descriptionTag = () =>
  headTag('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }));

/** The site's own description (index.html), which a page's description replaces while it is shown. */
const SITE_DESCRIPTION = typeof document === 'undefined' ? '' : (descriptionTag().getAttribute('content') ?? '');

/** This page's meta description (the site's own when it has none), put back when the page goes. */
export function usePageDescription(text: string | null | undefined): void {
  useEffect(() => {
    if (!text) return;
    const tag = descriptionTag();
    tag.setAttribute('content', shortDescription(text));
    return () => tag.setAttribute('content', SITE_DESCRIPTION);
  }, [text]);
}
