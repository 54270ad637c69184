// What the app may use of profile: an account's profile form, its attachments, its password and e-mail changes, and
// your own saved addresses (the profile page).
export { AttachmentsPanel } from './components/attachments-panel';
export { ProfileInfoForm } from './components/profile-info-form';
export { SavedAddressesSection } from './components/saved-addresses-section';
export { useChangePassword } from './api/change-password';
export { useSendPasswordReset } from './api/send-password-reset';
export { useChangeEmail } from './api/change-email';
