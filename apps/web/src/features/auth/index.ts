// What other features may use of auth: making a customer account (the booking flow's sign-up dialog).
export { useSignUp } from './api/sign-up';
export { EMPTY_SIGN_UP, SIGN_UP_FIELDS } from './components/sign-up-fields';
