import type { FuzzRoute } from './fuzz-values';

/** The pipe service's routes for the fuzz test (see fuzz-routes.ts for what each entry means). */
export const PIPE_ROUTES: FuzzRoute[] = [];
