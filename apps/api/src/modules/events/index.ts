/**
 * Live updates (decision 049): what other modules use of them — one client's server-sent event stream, and the
 * channel migration 0016's triggers notify on every change of a trip, with how to read its notifications.
 */
export { endLiveStreams, LiveStream, openLiveStreams, sendEventStream } from './live-stream.js';
export { mergeNotification, RESERVATIONS_CHANNEL, type ReservationChange } from './reservation-changes.js';
