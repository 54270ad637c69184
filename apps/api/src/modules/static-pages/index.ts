/** What other modules use of this one: they import it only from here (decision 057). */
export { sanitizePageHtml } from './page-html.js';
export { seedStaticPages } from './starter-pages.js';
