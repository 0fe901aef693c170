/** Test helpers shared by the packages' unit tests (`@workhub/domain/testing`); never imported by app code. */
export { sampleRow } from './stock/sample-rows.testing.js';
export { applyTableView } from './stock/table-view.testing.js';
export { emptyApprovals } from './projects/approvals.testing.js';
