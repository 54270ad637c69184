/**
 * Notifications: every e-mail and text message Livery sends. A message is written to the outbox (`enqueueMail`) in
 * the transaction of the change it tells of, and sent by the outbox worker (`plugins/mail-outbox.ts`) through SMTP.
 * A text message (SMS) to a driver is an e-mail to their carrier's e-mail-to-SMS gateway (`sms-templates.ts`,
 * decision 046); e-mails are in `mail-templates.ts`, `trip-mail-templates.ts` and `assignment-mail-templates.ts`; the
 * office's own notices in `office-notice.ts`. Other modules import it only from here (decision 057).
 */
export { driverAssignmentMail, driversAssignedMail } from './assignment-mail-templates.js';
export { enqueueMail, outboxBacklog, type OutboxBacklog } from './mail-queries.js';
export {
  bookingConfirmationMail,
  bookingRequestMail,
  quoteOfferMail,
  reservationUpdatedMail,
} from './trip-mail-templates.js';
export {
  changeEmailMail,
  emailChangedNotice,
  passwordChangedNotice,
  reservationCancelledMail,
  reservationCompletedMail,
  resetPasswordMail,
  rolesChangedMail,
  setPasswordMail,
  verifyEmailMail,
} from './mail-templates.js';
export { noticeCustomerOfProgress } from './progress-notice-service.js';
export type { ProgressNoticeDeps, TripToTell } from './progress-notice-service.js';
export type { CustomerStep } from './progress-templates.js';
export {
  customerReminderMail,
  customerReminderSmsText,
  driverReminderMail,
  driverReminderSmsText,
  gatewaySms,
} from './progress-templates.js';
export { notifyOffice } from './office-notice.js';
export { paymentReceiptMail, refundReceiptMail } from './receipt-mail-templates.js';
export type { OfficeNotice } from './office-notice.js';
export { driverSms } from './sms-templates.js';
export type { AssignmentChange, TripForDriver } from './sms-templates.js';
