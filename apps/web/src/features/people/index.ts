// What other features may use of people: the person fields of a form, saving a profile, the users query key.
export { USERS_QUERY_KEY } from './api/get-users';
export { useUpdateProfile } from './api/update-profile';
export { personFields } from './components/person-fields';
