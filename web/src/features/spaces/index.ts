/**
 * What other features may use from spaces: the view of one versioned space and the status badge.
 * Routes are lazy-loaded by the app from the `*-route.tsx` modules.
 */
export { SpaceView, type SpaceViewProps, type SpaceSection } from './space-view';
export { SpaceStatus } from './space-status';
export { SpaceList } from './space-list';
export { WorkspaceRecord } from './workspace-record';
