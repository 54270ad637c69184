/** What the other reservation folders use of this one (decision 057). */
export { noticeDrivers, serviceOf, tripForDriver } from './driver-notices.js';
export type { NoticeDeps } from './driver-notices.js';
