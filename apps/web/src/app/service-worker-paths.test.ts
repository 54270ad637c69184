import { APP_ROUTE_SEGMENTS } from '@livery/domain';
import { describe, expect, it } from 'vitest';
import { APP_SHELL_PATHS } from '../../pwa.config';

describe('the navigations the service worker answers with the app shell', () => {
  it('are home and the dashboard’s own screens, in any case, with their queries', () => {
    for (const segment of APP_ROUTE_SEGMENTS) expect(APP_SHELL_PATHS.test(`/${segment}`), segment).toBe(true);
    for (const path of ['/', '/?start=1', '/today', '/Cars', '/users/3/profile-info', '/reservation/create?id=4'])
      expect(APP_SHELL_PATHS.test(path), path).toBe(true);
  });

  it('leave a static page and an unknown path to the server, which answers its page or a 404 (issue 38)', () => {
    for (const path of ['/faq', '/about', '/about-us', '/cars-for-weddings', '/no/such/page', '/faq?x=1'])
      expect(APP_SHELL_PATHS.test(path), path).toBe(false);
  });
});
