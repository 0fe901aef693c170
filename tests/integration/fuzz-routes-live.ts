import type { FuzzRoute } from './fuzz-values';

/** The live service's routes for the fuzz test (see fuzz-routes.ts for what each entry means). */
export const LIVE_ROUTES: FuzzRoute[] = [];
