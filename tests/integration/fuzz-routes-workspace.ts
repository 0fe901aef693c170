import type { FuzzRoute } from './fuzz-values';

/** The workspace endpoints' and the Firebase service's routes for the fuzz test (see fuzz-routes.ts for what each entry means). */
export const WORKSPACE_ROUTES: FuzzRoute[] = [];
