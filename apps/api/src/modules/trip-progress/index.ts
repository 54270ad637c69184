export { slotView, timesOf, type SlotRow } from './slot-times.js';
export { findExtrasSettings as extrasSettings } from './extras-settings-queries.js';
