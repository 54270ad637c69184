/** The tabs of a person's profile (`/users/{userId}/…`). */
import type { Screen } from './screen';

const profile = async () => import('./user-profile');

/** `/users/{userId}/…`, in tab order. Your own needs nothing, someone else's the permission (DESIGN §4). */
export const PROFILE_SCREENS: readonly Screen[] = [
  {
    path: 'profile-info',
    title: 'Profile Info',
    permission: 'users:profile-info',
    allowSelf: true,
    menu: 'profile',
    load: async () => (await profile()).ProfileInfoPage,
  },
  {
    path: 'user-attachments',
    title: 'Attachments',
    permission: 'users:attachments',
    allowSelf: true,
    menu: 'profile',
    load: async () => (await profile()).AttachmentsPage,
  },
  {
    path: 'change-password',
    title: 'Change Password',
    permission: 'users:change-password',
    allowSelf: true,
    menu: 'profile',
    load: async () => (await profile()).ChangePasswordPage,
  },
  {
    path: 'change-email',
    title: 'Change Email',
    permission: 'users:change-email',
    allowSelf: true,
    menu: 'profile',
    load: async () => (await profile()).ChangeEmailPage,
  },
  {
    path: 'user-reservations',
    title: 'Reservations',
    permission: 'users:jobs',
    allowSelf: true,
    menu: 'profile',
    load: async () => (await profile()).UserReservationsPage,
  },
  {
    path: 'jobs',
    title: 'Jobs',
    permission: 'users:jobs',
    allowSelf: true,
    forDrivers: true,
    menu: 'profile',
    load: async () => (await profile()).DriverJobsPage,
  },
];
