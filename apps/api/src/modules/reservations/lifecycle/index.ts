/** What the other reservation folders use of this one (decision 057). */
export { writeMove } from './lifecycle-moves.js';
export { refundCapture, refundOnCancel } from './refund-service.js';
export type { RecordedRefund } from './refund-service.js';
export { completeDriven } from './complete-service.js';
