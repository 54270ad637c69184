/**
 * The public site (issue 27, decision 064): `/` and the active static pages as HTML from the server, the sitemap and
 * robots.txt. What other modules and app.ts use of this one: they import it only from here (decision 057).
 */
export { default as publicSiteRoutes } from './public-site-routes.js';
export { PublicSite, type PublicPage } from './public-site-service.js';
export { readSpaEntry } from './spa-entry.js';
