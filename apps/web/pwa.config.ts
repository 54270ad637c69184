import { VitePWA } from 'vite-plugin-pwa';
// The domain's source itself: this file is bundled with Vite's config, before any package is built.
import { APP_ROUTE_SEGMENTS } from '../../packages/domain/src/static-page-rules.ts';

/** The app's colours in the manifest: the brand teal of the top bar and the light background (theme, decision 028). */
const THEME_COLOR = '#00796B';
const BACKGROUND_COLOR = '#F5F7F7';
/**
 * The navigations the worker answers with the app shell: `/` and the dashboard's own screens, by their first segment
 * as the router matches it (any case). Any other path, a static page (`/about`) or none (`/faq`), is the server's to
 * answer: its page, or its 404 (issue 38: `/faq` was the shell's 404 screen with a 200 for anyone who had signed in).
 */
export const APP_SHELL_PATHS = new RegExp(`^/(?:(?:${APP_ROUTE_SEGMENTS.join('|')})(?:[/?#]|$)|$|\\?)`, 'i');

/** The service worker's copies of API answers (the same name is deleted on sign-out). */
const OFFLINE_API_CACHE = 'livery-api';

/**
 * The dashboard as an installable app for drivers (issue 24, decision 058): the manifest, its icons
 * (`scripts/make-icons.mjs`), and a Workbox service worker that precaches the app shell and keeps the last answer of
 * today's jobs for a weak signal. The server (`apps/api/src/plugins/web.ts`) sends `sw.js` and the manifest
 * revalidated (`no-cache`), so a deploy reaches the phones on their next start. The worker is registered in
 * `src/main.tsx`, in production builds only.
 */
export const pwa = () =>
  VitePWA({
    registerType: 'autoUpdate',
    // Registered by the app's entry (`virtual:pwa-register`), not by a script the plugin adds to index.html.
    injectRegister: false,
    // Beside the manifest's icons (added by the plugin): the tab's and iOS's home-screen icons.
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'Livery',
      short_name: 'Livery',
      description: 'Livery: your jobs today, the trip step by step, and the dashboard.',
      start_url: '/today',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The app shell: every script, style and page of the build and the Latin faces the first screen draws with.
      // Not the `.br`/`.gz` copies beside them (the server picks those per request), the source maps, nor the two
      // large chunks of office screens a phone rarely opens (the page editor, the staff home's charts: about 800 kB),
      // which load from the network when opened.
      globPatterns: ['**/*.{js,css,html}', 'assets/roboto-latin-*.woff2'],
      globIgnores: ['**/*.map', '**/*.br', '**/*.gz', 'assets/page-content-field-*.js', 'assets/staff-home-*.js'],
      // The hashed file names are the version: Workbox need not add its own to them.
      dontCacheBustURLsMatching: /^assets\//,
      // A deep link to a screen opened offline gets the app, which routes it (`APP_SHELL_PATHS`); the API's own paths
      // never get the page, nor the booking widget's frame, which only the server's answer (its `frame-ancestors`) may
      // let another site show.
      navigateFallback: '/index.html',
      navigateFallbackAllowlist: [APP_SHELL_PATHS],
      navigateFallbackDenylist: [/^\/api\//, /^\/embed\//],
      cleanupOutdatedCaches: true,
      // A new worker takes over at once, and the first visit's page too, so today's jobs are kept from the start.
      skipWaiting: true,
      clientsClaim: true,
      runtimeCaching: [
        {
          // What a driver's phone opens without a signal: the session (`/me`, so a start offline is still signed in),
          // the business's clock and the statuses, today's jobs and one job as its driver works it
          // (`/users/{id}/jobs/today`, `…/jobs/{id}`). The network's answer when it comes, else the last one kept;
          // the copies are deleted when the session ends (`lib/session/sign-out.ts`). Written inline: Workbox copies
          // the function into the worker.
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin &&
            request.method === 'GET' &&
            /^\/api\/v1\/(?:me|business-date|statuses|users\/\d+\/jobs\/(?:today|\d+))$/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: OFFLINE_API_CACHE,
            // On a weak signal the last answer shows after a few seconds instead of a spinner.
            networkTimeoutSeconds: 6,
            expiration: { maxEntries: 60, maxAgeSeconds: 3 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // The other scripts' faces, loaded when idle: kept once seen.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/.+\.woff2?$/.test(url.pathname),
          handler: 'CacheFirst',
          options: { cacheName: 'livery-fonts', expiration: { maxEntries: 60 } },
        },
      ],
    },
  });
