import './app/fonts.css';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { restoreSession } from './lib/session';
import { whenIdle } from './lib/when-idle';
import { mount } from './lib/mount';

const queryClient = createQueryClient();
const router = createAppRouter();
// With a token cookie, GET /me brings the session back while the first screen renders.
void restoreSession(queryClient);

// The service worker of the installable app (issue 24): the shell and today's jobs offline. Production builds only,
// once the page has loaded and the browser is idle, so its precaching never competes with the first screen.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    whenIdle(() => void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true })));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

mount(<App queryClient={queryClient} router={router} />);
