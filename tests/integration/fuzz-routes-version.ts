import type { FuzzRoute } from './fuzz-values';

/** The version service's routes for the fuzz test (see fuzz-routes.ts for what each entry means). */
export const VERSION_ROUTES: FuzzRoute[] = [];
