import type { FuzzRoute } from './fuzz-values';

/** The build service's routes for the fuzz test (see fuzz-routes.ts for what each entry means). */
export const BUILD_ROUTES: FuzzRoute[] = [];
