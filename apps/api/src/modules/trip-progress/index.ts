export { slotView, timesOf, type SlotRow } from './slot-times.js';
