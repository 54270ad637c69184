import { createQueryClient } from '../lib/query-client';
import { mount } from '../lib/mount';
import { restoreSession } from '../lib/session';
import { whenIdle } from '../lib/when-idle';
import { startPage } from './first-reads';
import { PhoneApp } from './phone-app';

/**
 * The phone entry (`phone.html`, decision 085): a driver's Today, their job and its name sign, and a customer's trip,
 * without the dashboard's frame, menus and sign-in form — what a phone opening a text's or an e-mail's link loads.
 */
const queryClient = createQueryClient();
startPage(queryClient, restoreSession(queryClient));

// The installable app's service worker (issue 24), which the dashboard's build writes: a driver who opened Today here
// has it offline next time. Registered as the dashboard does, once idle after the load; the plain call, since
// vite-plugin-pwa's helper exists only in that build.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => whenIdle(() => void navigator.serviceWorker.register('/sw.js', { scope: '/' }));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

mount(<PhoneApp queryClient={queryClient} />);
