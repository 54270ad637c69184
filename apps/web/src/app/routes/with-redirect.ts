/** `/login` or `/signup` keeping where the person was going, so switching between them loses nothing. */
export const withRedirect = (path: string, redirect: string | null) =>
  redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
