// What other features may use of affiliates: the API (the booking flow searches affiliates with its list call).
export { affiliatesApi } from './api/affiliates-api';
