import { APP_NAME } from './app.js';

export type LayoutName = 'default' | 'settings' | 'user-profile';

/**
 * SPEC §2 picks the user-profile layout when the path contains 'users' and default otherwise;
 * it also names a settings layout, which we give to /settings/* first, so that
 * /settings/users-with-roles stays among the settings (docs/decisions/002-layout-rule.md).
 */
export function layoutFor(path: string): LayoutName {
  if (path === '/settings' || path.startsWith('/settings/')) return 'settings';
  if (path.includes('users')) return 'user-profile';
  return 'default';
}

const isControl = (c: string) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

/**
 * Where `?redirect=` may send someone after signing in: a path inside the app, never another site (`//host`, a
 * backslash, a full address); anything else is home. The SPA's sign-in and the server's (decision 067) both use it.
 * A tab or line break is refused too: browsers drop them (`/\t/host` would become `//host`), and no header holds one.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\') || [...value].some(isControl)) {
    return '/';
  }
  return value;
}

/** SPEC §2: "app name - route title", or the app name alone when the route has none. */
export function pageTitle(routeTitle?: string | null): string {
  return routeTitle ? `${APP_NAME} - ${routeTitle}` : APP_NAME;
}

/** SPEC §9's SEO title: the page's title, a separator, the site's name (the site's name alone on home). */
export const SEO_TITLE_SEPARATOR = ' – ';
export function seoTitle(routeTitle?: string | null): string {
  return routeTitle ? `${routeTitle}${SEO_TITLE_SEPARATOR}${APP_NAME}` : APP_NAME;
}

/** The longest meta description search engines show; a longer text is cut at a word. */
export const MAX_DESCRIPTION = 160;

/** A text as a page's meta description: one line, cut at a word to `MAX_DESCRIPTION` characters. */
export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= MAX_DESCRIPTION) return flat;
  const cut = flat.slice(0, MAX_DESCRIPTION - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * The query parameters a page's canonical link keeps (SPEC §9): those that change what the page is. Sorting,
 * paging, search and filters of a list, a draft's or a copied trip's id, a sign-in's redirect are left out, so
 * search engines see one address per page.
 */
export const CANONICAL_QUERY_PARAMS = ['isGettingAQuote'] as const;

/** The canonical path of `pathname` + `search`: the whitelisted parameters only, in their whitelist order. */
export function canonicalPath(pathname: string, search: string): string {
  // Pairs as written (still encoded): a kept one goes through unchanged. (No URLSearchParams: the domain has no DOM.)
  const pairs = search
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .map((pair) => [pair.split('=', 1)[0] ?? '', pair] as const);
  const kept = CANONICAL_QUERY_PARAMS.flatMap((name) => pairs.find(([key]) => key === name)?.[1] ?? []);
  return kept.length > 0 ? `${pathname}?${kept.join('&')}` : pathname;
}
