import { APP_ROUTE_SEGMENTS, slugRefusal } from '@livery/domain';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './routes';

/** Every path of the route table, children joined to their parents. */
function paths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? `${parent}/` : route.path ? `${parent}/${route.path}` : parent;
    return [...(route.index || route.path ? [own] : []), ...paths(route.children ?? [], own)];
  });
}

describe('the route table', () => {
  it('declares each path once, so no placeholder shadows a real screen', () => {
    const all = paths(appRoutes);
    expect(all.filter((path, index) => all.indexOf(path) !== index)).toEqual([]);
  });

  it('reserves the first segment of every route, so no static page can take a screen’s address', () => {
    const segments = new Set(paths(appRoutes).map((path) => path.split('/')[1] ?? ''));
    const named = [...segments].filter((segment) => segment && !segment.startsWith(':') && segment !== '*');
    expect(named.filter((segment) => !(APP_ROUTE_SEGMENTS as readonly string[]).includes(segment))).toEqual([]);
    for (const segment of named) expect(slugRefusal(segment), segment).not.toBeNull();
  });
});
