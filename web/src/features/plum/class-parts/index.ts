/**
 * What other features may use from class parts: the live class-part reads, the list of open
 * class-part workspaces and the address resolution. Routes are lazy-loaded by the app from the
 * `*-route.tsx` modules.
 */
export { useClassParts, useClassPartVersions, useClassPartWorkspaces } from './use-class-parts';
export { ClassPartWorkspaceList } from './class-part-workspace-list';
export { resolveClassPartPath, type ClassPartTarget } from './class-part-view';
