import type { FuzzRoute } from './fuzz-values';

/** The opus service's routes for the fuzz test (see fuzz-routes.ts for what each entry means). */
export const OPUS_ROUTES: FuzzRoute[] = [];
