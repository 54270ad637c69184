import Cookies from 'js-cookie';
import { storageKey } from './storage';

/** The bearer token lives in a cookie (SPEC §7: "a bearer Authorization header when a token cookie exists"). */
export const TOKEN_COOKIE = storageKey('token');

export const getToken = (): string | undefined => Cookies.get(TOKEN_COOKIE);
