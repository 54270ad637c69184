// What other features and the app may use of people: the person fields of a form, the account queries and
// saving a profile.
export { userKeys } from './api/user-keys';
export { userQueryOptions, useUser } from './api/user';
export { useUpdateProfile } from './api/update-profile';
export { personFields } from './components/person-fields';
