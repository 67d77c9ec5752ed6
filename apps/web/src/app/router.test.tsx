import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

function everyRoute(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);
}

describe('the route table', () => {
  // BrowserRouter and StaticRouter draw `element` only: a data router's `lazy`, `Component` or
  // `loader` on a route would be ignored, leaving its page blank.
  it('gives every route an element, and none the data router’s keys', () => {
    const all = everyRoute(routes);
    expect(all.length).toBeGreaterThan(20);
    for (const route of all) {
      expect(route, route.path ?? '(layout)').not.toHaveProperty('lazy');
      expect(route, route.path ?? '(layout)').not.toHaveProperty('Component');
      expect(route, route.path ?? '(layout)').not.toHaveProperty('loader');
      expect(route.element, route.path ?? '(layout)').toBeTruthy();
    }
  });
});
