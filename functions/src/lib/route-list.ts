import type { Router } from 'express';

export interface ServiceRoute {
  service: string;
  /** Upper case: GET, POST, PUT, PATCH, DELETE. */
  method: string;
  /** The path inside the service, e.g. '/blocks/workspace'. */
  path: string;
}

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every route a service router answers (express keeps them in its stack), for tests that must cover them all. */
export function routesOf(service: string, router: Router): ServiceRoute[] {
  return (router.stack as RouteLayer[]).flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods)
          .filter((m) => m !== '_all')
          .map((method) => ({ service, method: method.toUpperCase(), path: layer.route!.path }))
      : [],
  );
}
