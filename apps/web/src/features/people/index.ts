// What other features and the app may use of people: the person fields of a form, the account queries and
// saving a profile.
export { userKeys, userQueryOptions, useUpdateProfile, useUser } from './api/users-api';
export { personFields } from './components/person-fields';
