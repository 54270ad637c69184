/**
 * Whether this page runs inside another site's frame: the booking widget (issue 27, decision 066). There the
 * browser keeps the session's cookie from the page (it is `SameSite=Strict`, and third-party cookies are being
 * blocked anyway), so the token lives in the frame's own session storage instead (partitioned by the embedding site).
 */
export const isEmbedded: boolean = (() => {
  try {
    return window.self !== window.top;
  } catch {
    return true; // a cross-origin parent may not even be compared
  }
})();
