// What other features and the app may use of people: the person fields of a form, the account queries, the
// users list source (the booking flow searches customers with it) and saving a profile.
export { userKeys, userQueryOptions, usersListSource, useUpdateProfile, useUser } from './api/users-api';
export { personFields } from './components/person-fields';
