import type { FuzzRoute } from './fuzz-values';

/** The projects service's routes for the fuzz test (see fuzz-routes.ts for what each entry means). */
export const PROJECTS_ROUTES: FuzzRoute[] = [];
