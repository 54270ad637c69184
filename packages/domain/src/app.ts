/** The product's name: page titles, storage-key prefixes, mail senders. */
export const APP_NAME = 'Livery';

/** Prefix for every localStorage key and cookie name the web app writes (SPEC §9). */
export const STORAGE_PREFIX = 'livery.';

/** Every API route lives under this prefix (SPEC §7). */
export const API_PREFIX = '/api/v1';
