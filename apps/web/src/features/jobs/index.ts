export { DriverJobsList } from './components/driver-jobs-list';
