// What other features may use of auth: making a customer account (the booking flow's sign-up dialog).
export { useSignUp } from './api/sign-up';
// The account-recovery pages' calls (forgot and reset password, verify an e-mail).
export { forgotPassword } from './api/forgot-password';
export { resetPassword } from './api/reset-password';
export { useVerifyEmail } from './api/verify-email';
export { EMPTY_SIGN_UP, SIGN_UP_FIELDS } from './components/sign-up-fields';
