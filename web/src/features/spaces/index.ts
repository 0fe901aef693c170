/**
 * What other features may use from spaces: the view of one versioned space and the status badge.
 * Routes are lazy-loaded by the app from the `*-route.tsx` modules.
 */
export { SpaceView, type SpaceViewProps, type SpaceSection } from './space-view';
export { SpaceStatus } from './space-status';
export { SpaceList } from './space-list';
/** Stored layers drawn read-only as a plan (a project's design, a generator run's result). */
export { PlanDrawing, type PlanDrawingProps } from './space-drawing';
export { WorkspaceRecord } from './workspace-record';
