import { idInPath, TOKEN_COOKIE } from '@livery/domain';
import Cookies from 'js-cookie';
import { isEmbedded } from './embedding';

/** The bearer token lives in a cookie (SPEC §7: "a bearer Authorization header when a token cookie exists"). */
export { TOKEN_COOKIE };

/**
 * In the booking widget's frame, where a cookie cannot be kept (lib/embedding.ts): the tab's session storage, or
 * when the browser blocks a frame's storage too (third-party storage blocked), this page's memory, which lasts while
 * the frame is open: the widget signs in without leaving its page.
 */
let frameMemory: string | undefined;

function frameToken(): string | undefined {
  try {
    return window.sessionStorage.getItem(TOKEN_COOKIE) ?? undefined;
  } catch {
    return frameMemory;
  }
}

export const getToken = (): string | undefined => (isEmbedded ? frameToken() : Cookies.get(TOKEN_COOKIE));

/** Keeps or forgets the token in the widget's frame (`token` undefined forgets it). */
export function setFrameToken(token: string | undefined): void {
  frameMemory = token;
  try {
    if (token === undefined) window.sessionStorage.removeItem(TOKEN_COOKIE);
    else window.sessionStorage.setItem(TOKEN_COOKIE, token);
  } catch {
    // storage blocked: kept in memory above
  }
}

/**
 * The id of the person the token names (its `sub`), read without checking the token — the server does that on every
 * call — or null. Only so that a page can ask for what is theirs (a driver's jobs) beside `GET /me` rather than after
 * it: on a phone that is a round trip (issue 38, decision 085).
 */
export function tokenSubject(token: string | undefined = getToken()): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const sub = typeof claims === 'object' && claims !== null && 'sub' in claims ? claims.sub : null;
    return typeof sub === 'string' ? idInPath(sub) : null;
  } catch {
    return null;
  }
}
