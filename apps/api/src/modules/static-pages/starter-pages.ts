import { EDIT_CUTOFF_HOURS } from '@livery/domain';
import { sanitizePageHtml } from './page-html.js';
import type { Database } from '../../db/client.js';
import { insertPagesIntoEmpty } from './static-pages-queries.js';

/**
 * The pages a new installation starts with (issue 22, decision 055): About, the booking terms the wizard links to
 * (`/terms`) and the privacy notice. Written as a starting point for the office to edit in Settings → Static pages;
 * the same HTML policy as a page saved by hand. A page's title is its heading (issue 38: the body does not repeat it),
 * and the office's number and "Get a quote" follow every page.
 */
export const STARTER_PAGES = [
  {
    title: 'About us',
    slug: 'about',
    content: `<p>We are a chauffeur and airport-transfer company: sedans, SUVs and vans with professional drivers, to and
from the airports and anywhere in town, day and night.</p>
<p>Book a trip from or to an airport online in a few steps. For any other ride, call us: our number is below.</p>`,
  },
  {
    title: 'Booking terms',
    slug: 'terms',
    content: `<h2>Price</h2>
<p>The price of a trip is the one shown before you book: the cars chosen for the distance, and the options you chose
(gratuity, meet &amp; greet, extra stops). A discount code applies between its dates only.</p>
<h2>Payment</h2>
<p>A trip paid online is booked at once. A trip booked without payment is confirmed by the office, who tell you how to
pay.</p>
<h2>Changes</h2>
<p>You may change a trip online until ${EDIT_CUTOFF_HOURS} hours before its pickup; after that, please call the office. A change is
priced again, and what it leaves due or refundable is stated before you save it.</p>
<h2>Cancellations</h2>
<p>You may cancel a trip online until the cut-off stated on your trip's page; a cancellation fee may apply, as stated
there. After the cut-off, please call the office.</p>
<h2>On the day</h2>
<p>Please be ready at the pickup time. Your driver follows your flight when you give its number.</p>`,
  },
  {
    title: 'Privacy',
    slug: 'privacy',
    content: `<p>We keep what we need to drive you: your name, e-mail and phone, your trips and their payments. Your driver sees
your name, your phone and the trip.</p>
<p>We do not sell your details. Payments online are made through PayPal; we keep the transaction's reference, never
your card.</p>
<p>To see, correct or remove what we hold about you, sign in to your profile or call the office.</p>`,
  },
] as const;

/**
 * Writes the starter pages into an installation that has no static page at all (the first start, or one that never
 * had pages). Once there is any page, the office's choices stand: a page deleted is not written again.
 */
export const seedStaticPages = (db: Database): Promise<boolean> =>
  insertPagesIntoEmpty(
    db,
    STARTER_PAGES.map((page) => ({ ...page, content: sanitizePageHtml(page.content), isActive: true })),
  );
