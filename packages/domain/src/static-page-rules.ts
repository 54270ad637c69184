import { layoutFor } from './routing.js';

/**
 * The first path segment of every route the web app declares, and of what the server serves beside it (`api`,
 * `assets`, and `signup`, a call of SPEC §7 a screen may take): a static page lives at `/{slug}` (SPEC §2), matched
 * after these, so a page with one of them as its slug could never be reached. The web's route-table test fails
 * when a route is added without its segment here, so the list cannot drift from the router.
 */
export const APP_ROUTE_SEGMENTS = [
  'home',
  'login',
  'signup',
  'forgot-password',
  'verify-email',
  'reset-password',
  'reservations',
  'reservation',
  // The day of the trip (issue 24): a driver's Today, the dispatch board, a trip's status link.
  'today',
  'dispatch',
  'status',
  'cars',
  'surges',
  'discount-codes',
  'addons',
  'customers',
  'drivers',
  'affiliates',
  'static-pages',
  'settings',
  'users',
  'jobs',
  'trips',
  'api',
  'assets',
  // The booking widget's frame (`/embed/book`, decision 066): served to other sites' pages, not a page of its own.
  'embed',
  // Issue 39: the staff's sent quotes and rate cards, and the customer's page behind a quote's link.
  'quotes',
  'quote',
  'rate-cards',
] as const;

export const SLUG_MAX_LENGTH = 100;

/** Lower-case letters and digits, words joined by single hyphens: `about-us`, `terms-2026`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A slug made from a title: accents dropped, lower-case, every run of other characters one hyphen
 * (`"Über uns & FAQ"` → `uber-uns-faq`). May be empty (a title of symbols only) or reserved: check it with
 * `slugRefusal`.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
}

const reserved = new Set<string>(APP_ROUTE_SEGMENTS);

/** Why a slug cannot be used (a sentence for the form), or null when it can. */
export function slugRefusal(slug: string): string | null {
  if (!slug) return 'Slug is required';
  if (slug.length > SLUG_MAX_LENGTH) return `Slug must be at most ${SLUG_MAX_LENGTH} characters`;
  if (!SLUG_PATTERN.test(slug)) {
    return 'Slug may hold only lower-case letters, digits and single hyphens between them (e.g. about-us)';
  }
  if (reserved.has(slug)) return `/${slug} is a screen of the app; choose another slug`;
  // SPEC §2 gives any path containing "users" the user-profile layout, which a page cannot use.
  if (layoutFor(`/${slug}`) !== 'default') return 'A slug may not contain "users" (those addresses open the profile)';
  return null;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A heading's words as a reader compares them: tags dropped, the common entities read, spaces and case set aside. */
const wordsOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d{1,7});/g, (entity, code: string) =>
      Number(code) <= 0x10ffff ? String.fromCodePoint(Number(code)) : entity,
    )
    .replace(/&([a-z]+);/gi, (entity, name: string) => ENTITIES[name.toLowerCase()] ?? entity)
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * A page's body less a first heading that only repeats the page's title (issue 38: "About us" shown twice, as the
 * page's title and as its body's first heading). The title is the page's one `h1`, drawn by both renderers; any other
 * first heading stays. The body is HTML as the policy below leaves it.
 */
export function withoutTitleHeading(html: string, title: string): string {
  const first = /^\s*<h([1-6])(?:\s[^>]*)?>([\s\S]*?)<\/h\1>\s*/i.exec(html);
  return first && wordsOf(first[2] ?? '') === wordsOf(title) ? html.slice(first[0].length) : html;
}

/** The attributes each tag may keep; typed by any tag name, since the sanitisers ask about every tag they meet. */
const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  col: ['span'],
  th: ['colspan', 'rowspan', 'colwidth', 'scope'],
  td: ['colspan', 'rowspan', 'colwidth'],
};

/**
 * What a static page's HTML may hold (DESIGN §6): the server sanitises with it when a page is saved
 * (sanitize-html) and the browser again before showing one (DOMPurify). Anything else — scripts, event handlers,
 * styles, iframes, forms, SVG — is removed; a link keeps only an http(s), mailto or tel address (or a path of this
 * site), an image only an http(s) one (or a path of this site).
 */
export const PAGE_HTML_POLICY = {
  tags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'blockquote',
    'code',
    'pre',
    'img',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  attributes: ALLOWED_ATTRIBUTES,
  linkSchemes: ['http', 'https', 'mailto', 'tel'],
  imageSchemes: ['http', 'https'],
  /** Every link opening elsewhere gets this `rel` (no `window.opener`, no referrer, no search-engine credit). */
  externalLinkRel: 'noopener noreferrer nofollow',
} as const;

/**
 * Whether a URL may stay in an attribute: a path of this site (`/terms`, `#faq`), or an absolute URL with one of
 * `schemes`. Protocol-relative URLs (`//host`) and anything with a control character or an odd scheme are not.
 */
export function isAllowedUrl(url: string, schemes: readonly string[]): boolean {
  const value = url.trim();
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  if (value.startsWith('//')) return false;
  if (/^[/#?]/.test(value)) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  return scheme !== undefined && schemes.includes(scheme);
}
