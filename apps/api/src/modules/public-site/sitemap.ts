import { APP_ROUTE_SEGMENTS } from '@livery/domain';
import { escapeHtml } from './html-text.js';

/** W3C date (`2026-05-01`): the day is all a crawler needs of when a page changed. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

function urlEntry(loc: string, lastmod: Date | null): string {
  // XML's own escaping is HTML's for text: `&`, `<`, `>` and quotes as character references.
  const modified = lastmod ? `<lastmod>${dayOf(lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeHtml(loc)}</loc>${modified}</url>`;
}

/**
 * `/sitemap.xml` (sitemaps.org 0.9): home (changed when the configuration was) and every active static page (when
 * it was saved). Drafts and deleted pages are not in the list it is given.
 */
export function sitemapXml(
  publicUrl: string,
  homeUpdatedAt: Date | null,
  pages: readonly { slug: string; updatedAt: Date }[],
): string {
  const entries = [
    urlEntry(`${publicUrl}/`, homeUpdatedAt),
    ...pages.map((page) => urlEntry(`${publicUrl}/${page.slug}`, page.updatedAt)),
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`
  );
}

/**
 * The app's screens that are public and worth a crawler's time: sign-in, sign-up and the quote (booking in quote
 * mode). Every other first segment of the app (`APP_ROUTE_SEGMENTS`) is private, a one-time link or the API.
 */
const PUBLIC_SEGMENTS = new Set<string>(['login', 'signup', 'reservation', 'assets']);
/** Under `/reservation/`, only `create` (the quote) is public; a trip's details and its change are not. */
const PRIVATE_RESERVATION_PATHS = ['/reservation/details/', '/reservation/update/'];

/**
 * `/robots.txt`: every private screen disallowed, each as the screen itself (`$`: a page whose slug starts the
 * same, `/cars-for-weddings`, stays allowed) and everything under it; the sitemap by its absolute address.
 */
export function robotsTxt(publicUrl: string): string {
  const privateSegments = APP_ROUTE_SEGMENTS.filter((segment) => !PUBLIC_SEGMENTS.has(segment));
  const disallowed = [
    ...privateSegments.flatMap((segment) => (segment === 'api' ? ['/api/'] : [`/${segment}$`, `/${segment}/`])),
    ...PRIVATE_RESERVATION_PATHS,
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
