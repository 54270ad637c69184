/** What other modules use of this one: they import it only from here (decision 057). */
export { recordAudit } from './audit-queries.js';
