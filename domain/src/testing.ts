/** Test helpers shared by the packages' unit tests (`@workhub/domain/testing`); never imported by app code. */
export { sampleRow } from './stock/sample-rows.testing.js';
