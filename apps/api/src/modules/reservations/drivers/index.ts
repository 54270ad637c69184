/** What the other reservation folders use of this one (decision 057). */
export { findPeople } from './assign-drivers-queries.js';
export type { DriverRow } from './assign-drivers-queries.js';
export { noticeDrivers, tripForDriver } from './driver-notices.js';
export type { NoticeDeps } from './driver-notices.js';
