/**
 * The customer's trip status link and page (issue 24, decision 058). Others use the link: the notices on the way
 * and on location, and the reminders (`tripStatusUrl`); app.ts derives the links' key (`statusSecretOf`).
 */
export { statusSecretOf, tripStatusToken, tripStatusUrl } from './status-token.js';
