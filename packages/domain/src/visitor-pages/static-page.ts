import type { Home } from '../schemas/configuration.js';
import { withoutTitleHeading } from '../static-page-rules.js';
import { contactActions, type HomeAction } from './visitor-home.js';

/** A static page as a visitor reads it, which the server's `/{slug}` and the SPA's `PublishedPage` both draw. */
export interface VisitorStaticPage {
  /** The page's one `h1`. */
  title: string;
  /** Its body (sanitised HTML), less a first heading that only repeats the title. */
  html: string;
  /** Under the body: how to book or call, as on home. */
  contact: { heading: string; actions: readonly HomeAction[] };
}

/**
 * `/{slug}` (SPEC §2, decisions 034 and 064): the title once, the body, then "Get a quote" and the office's number to
 * call (issue 38: the title showed twice, and About asked to call without a number).
 */
export const visitorStaticPage = (
  page: { title: string; content: string },
  home: Pick<Home, 'contactNumber'>,
): VisitorStaticPage => ({
  title: page.title,
  html: withoutTitleHeading(page.content, page.title),
  contact: { heading: 'Book a ride', actions: contactActions(home) },
});
