import type { FuzzRoute } from './fuzz-values';

/** The opus service's class-part, CAD and routing routes for the fuzz test (see fuzz-routes.ts for what each entry means). */
export const CLASS_PART_ROUTES: FuzzRoute[] = [];
