/** What the other reservation folders use of this one (decision 057). */
export { addToPaidAmount, recordBookingCapture } from './payments-queries.js';
export { sendPaymentReceipt, sendRefundReceipt } from './receipts.js';
export type { ReceiptDeps } from './receipts.js';
