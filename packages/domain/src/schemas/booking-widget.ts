/**
 * The booking widget (issue 27): Livery's booking form shown in a frame on a company's own website. The websites
 * allowed to frame it are the configuration's `bookingWidget.allowedOrigins`, sent as CSP `frame-ancestors`; every
 * other site is refused.
 */
import { z } from 'zod';
import { CONFIGURATION_LIMITS } from './configuration-limits.js';

/** The script a website includes: it draws the booking form's frame where the script stands. */
export const WIDGET_SCRIPT_PATH = '/embed.js';

/** The booking form's own page, the one the frame shows. */
export const WIDGET_PAGE_PATH = '/embed/book';

/** The message the frame sends its page with the form's height (`{ type, height }`), which the script follows. */
export const WIDGET_HEIGHT_MESSAGE = 'livery:height';

/**
 * What a company pastes into its website to show the booking form, ready to copy: the script, or the frame written
 * out for a site that takes no script. `baseUrl` is Livery's origin (`https://book.example.com`).
 */
export function widgetSnippet(baseUrl: string): { script: string; iframe: string } {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    script: `<script src="${base}${WIDGET_SCRIPT_PATH}" async></script>`,
    iframe:
      `<iframe src="${base}${WIDGET_PAGE_PATH}" title="Book a trip" ` +
      'style="width:100%;min-height:640px;border:0" allow="payment"></iframe>',
  };
}

/**
 * The WHATWG URL parser of every browser and of Node. The domain compiles without the DOM's and Node's types, so the
 * little of it used here is declared; the name is the runtime's own.
 */
declare const URL: new (url: string) => {
  readonly href: string;
  readonly origin: string;
  readonly protocol: string;
  readonly hostname: string;
};

/**
 * The characters of a host in a CSP source (letters, digits and hyphens, in labels between dots). The URL parser
 * lets `*`, `;` and `,` through; in a `frame-ancestors` list they would widen it or end it.
 */
const CSP_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.?$/;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The origin `text` names, as a browser compares them — lower-case host, no default port, no trailing slash
 * (`HTTPS://WWW.Example.com:443/` → `https://www.example.com`) — or null when it is not a website's origin: another
 * scheme than http or https, a path, a query, a fragment, a user name or password, or a host a CSP cannot name.
 */
export function widgetOrigin(text: string): string | null {
  // The URL parser drops tabs, line breaks and controls at either end; an origin typed as it reads has none.
  if (CONTROL.test(text)) return null;
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // Anything but scheme, host and port shows in the address after the origin's `/`.
  if (url.href !== `${url.origin}/`) return null;
  return CSP_HOST.test(url.hostname) ? url.origin : null;
}

/** An entry as its message names it: its first 40 characters, controls shown as �, so a pasted page stays short. */
function quoted(text: string): string {
  const characters = [...text].map((character) => (CONTROL.test(character) ? '\uFFFD' : character));
  return `“${characters.slice(0, 40).join('')}${characters.length > 40 ? '…' : ''}”`;
}

const SUCH_AS = 'such as https://www.example.com (scheme and host, no path)';

/** One website allowed to frame the booking form, saved as its origin (the list's entries: `allowedOrigins.3`). */
const widgetOriginSchema = z
  .string({ error: `Enter each origin as text, ${SUCH_AS}` })
  .trim()
  .transform((text, ctx) => {
    const origin = text.length <= CONFIGURATION_LIMITS.widgetOriginLength ? widgetOrigin(text) : null;
    if (origin !== null) return origin;
    const message =
      text === ''
        ? `Enter an origin ${SUCH_AS}, or remove the empty one`
        : `${quoted(text)} is not an origin. Enter an origin ${SUCH_AS}`;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/**
 * The booking widget (issue 27): the websites allowed to show the booking form in a frame, each saved once as its
 * origin. Empty: no other site may, only Livery itself.
 */
export const bookingWidgetSchema = z.strictObject({
  allowedOrigins: z
    .array(widgetOriginSchema, { error: 'Allowed websites must be a list of origins, such as https://www.example.com' })
    .max(
      CONFIGURATION_LIMITS.widgetOrigins,
      `Allowed websites may have at most ${CONFIGURATION_LIMITS.widgetOrigins} origins`,
    )
    .transform((origins) => [...new Set(origins)]),
});
export type BookingWidget = z.infer<typeof bookingWidgetSchema>;
