/** The product's name: page titles, storage-key prefixes, mail senders. */
export const APP_NAME = 'Livery';

/** Prefix for every localStorage key and cookie name the web app writes (SPEC §9). */
export const STORAGE_PREFIX = 'livery.';

/**
 * The cookie holding a signed-in session's token (SPEC §7). The server reads only whether it is there: to answer `/`
 * and `/reservation/create` with the dashboard rather than a visitor's page (decisions 064, 066).
 */
export const TOKEN_COOKIE = `${STORAGE_PREFIX}token`;

/** The cookie (and local-storage key) keeping the signed-in user's permissions (SPEC §6). */
export const PERMISSIONS_COOKIE = `${STORAGE_PREFIX}permissions`;

/** How long a sign-in's cookies last, in days (the token itself expires on the server's clock). */
export const SESSION_DAYS = 7;

/** Every API route lives under this prefix (SPEC §7). */
export const API_PREFIX = '/api/v1';
