import { createBrowserRouter, data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './error-page';
import { RequireRole } from './require-role';
import { FEATURE_NAMES } from '@workhub/domain';
import {
  AREAS_WITHOUT_DATA_SDKS,
  areaModules,
  firebaseSdksLayout,
  jobsRoutes,
  projectRoute,
  projectTabRoutes,
  routeTable,
  type Area,
  type RouteSpec,
} from './route-table';

/** Each area is its own chunk, loaded on first use (a failed load reaches the error page, which reloads). */
const lazyArea = (area: Area) => areaModules[area];

/** Page validation: a parameter that fails its check is a 404 (core spec section 5). */
function validating(spec: Pick<RouteSpec, 'validate'>) {
  if (!spec.validate) return undefined;
  const validate = spec.validate;
  return ({ params }: LoaderFunctionArgs) => {
    if (!validate(params)) throw data('This page could not be found', { status: 404 });
    return null;
  };
}

/**
 * Areas behind a feature flag (docs/staff-tools.md "Settings and features as built"): while the
 * flag hides the area, its page says 'This area is switched off' (the gate is its own chunk, so
 * Firestore still loads only with the pages that read data).
 */
const FEATURE_GATES: Partial<Record<Area, string>> = { materials: FEATURE_NAMES.materialsLibrary, liveViewer: FEATURE_NAMES.liveViewer };
const featureGate = () => import('../features/feature-flags/feature-gate-route');

function routeOf(spec: RouteSpec): RouteObject {
  const page = { lazy: lazyArea(spec.area), loader: validating(spec), handle: { title: spec.title } };
  const feature = FEATURE_GATES[spec.area];
  const gated: RouteObject = feature
    ? { lazy: featureGate, handle: { feature }, children: [{ index: true, ...page }] }
    : { index: true, ...page };
  if (!spec.requires) return feature ? { path: spec.path, ...gated } : { path: spec.path, ...page };
  return { path: spec.path, element: <RequireRole role={spec.requires} />, children: [gated] };
}

/** The project tabs as child routes: `relative` under /dash/{id}, else at the top (/client, ...). */
function projectTabs(relative: boolean): RouteObject[] {
  return projectTabRoutes.map(({ tab, title, area, requires }) => {
    const route = routeOf({ path: relative ? tab : `/${tab}`, title, area, ...(requires ? { requires } : {}) });
    return { ...route, handle: { title, tab } };
  });
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <div className="page-loading">Loading…</div>,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          ...routeTable.filter((spec) => AREAS_WITHOUT_DATA_SDKS.has(spec.area)).map(routeOf),
          {
            // Pathless: reactfire's providers (and Firestore) load with the first page that reads data.
            lazy: firebaseSdksLayout,
            children: [
              ...routeTable.filter((spec) => !AREAS_WITHOUT_DATA_SDKS.has(spec.area)).map(routeOf),
              {
                path: projectRoute.path,
                lazy: lazyArea('projectLayout'),
                loader: validating(projectRoute),
                handle: { title: projectRoute.title },
                children: [{ index: true, lazy: lazyArea('projectTab'), handle: { tab: 'client' } }, ...projectTabs(true)],
              },
              // The tabs without a project in the address: on the chosen project.
              { lazy: lazyArea('chosenProject'), children: projectTabs(false) },
              {
                path: jobsRoutes.path,
                lazy: lazyArea('jobs'),
                handle: { title: jobsRoutes.title },
                children: [
                  { index: true, lazy: lazyArea('jobsIndex') },
                  {
                    path: jobsRoutes.editor.path,
                    lazy: lazyArea('jobEditor'),
                    loader: validating(jobsRoutes.editor),
                    handle: { title: jobsRoutes.editor.title },
                  },
                ],
              },
            ],
          },
          {
            path: '*',
            loader: () => {
              throw data('This page could not be found', { status: 404 });
            },
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
