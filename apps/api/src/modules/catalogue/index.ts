/** What other modules use of this one: they import it only from here (decision 057). */
export { findRow } from './catalogue-crud.js';
export type { Catalogue } from './catalogue-crud.js';
export { registerCatalogueRoutes } from './catalogue-routes.js';
export { activeColumn, createdAtColumn, money, moneyCell, num } from './catalogue-values.js';
