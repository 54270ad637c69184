import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { sessionStore } from '../lib/session/session-store';

// CI runs every project at once on two cores: give findBy/waitFor room beyond the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  window.localStorage.clear();
  window.sessionStorage.clear();
  sessionStore.signedOut();
});
