/**
 * What other features may use from blocks: the block page (class blocks show it), the block
 * list and the live list of block workspaces (the live viewer picks from them). Routes are
 * lazy-loaded by the app from the `*-route.tsx` modules.
 */
export { BlockPage } from './block-page';
export { useBlockList } from './use-block-list';
export { useBlockWorkspaces, type BlockWorkspaceEntry } from './use-block-workspaces';
