/** What other modules use of this one: they import it only from here (decision 057). */
export { driverAssignmentMail, driversAssignedMail } from './assignment-mail-templates.js';
export { enqueueMail } from './mail-queries.js';
export {
  bookingConfirmationMail,
  changeEmailMail,
  emailChangedNotice,
  passwordChangedNotice,
  reservationCancelledMail,
  reservationCompletedMail,
  reservationUpdatedMail,
  resetPasswordMail,
  rolesChangedMail,
  setPasswordMail,
  verifyEmailMail,
} from './mail-templates.js';
export { notifyOffice } from './office-notice.js';
export type { OfficeNotice } from './office-notice.js';
export { driverSms } from './sms-templates.js';
export type { AssignmentChange, TripForDriver } from './sms-templates.js';
