import { PERMISSIONS_COOKIE, SESSION_DAYS, type Session } from '@livery/domain';
import Cookies from 'js-cookie';
import { setFrameToken, TOKEN_COOKIE } from '../auth-token';
import { isEmbedded } from '../embedding';
import { clearLocalData, writeLocal } from '../storage';

/** SPEC §6: the permissions list is kept in a cookie and in local storage. */
export const PERMISSIONS_KEY = PERMISSIONS_COOKIE;

const cookieOptions = (): Cookies.CookieAttributes => ({
  path: '/',
  sameSite: 'strict',
  secure: window.location.protocol === 'https:',
  expires: SESSION_DAYS,
});

export function persistSession({ user, token }: Session): void {
  const permissions = JSON.stringify(user.permissions);
  if (isEmbedded) setFrameToken(token);
  Cookies.set(TOKEN_COOKIE, token, cookieOptions());
  Cookies.set(PERMISSIONS_KEY, permissions, cookieOptions());
  writeLocal(PERMISSIONS_KEY, permissions);
}

/** Forgets the token, the cookies and the local data; header data (the theme) stays (SPEC §4). */
export function forgetSession(): void {
  if (isEmbedded) setFrameToken(undefined);
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  Cookies.remove(PERMISSIONS_KEY, { path: '/' });
  clearLocalData();
}
