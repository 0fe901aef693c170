import type { Approvals } from './pipe.js';

/** An assembly's approvals with no entry for any role (a fixture for the tests). */
export const emptyApprovals = (): Approvals => ({ design: [], management: [], production: [] });
