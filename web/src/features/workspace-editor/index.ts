/**
 * What other features may use from the workspace editor: the read-only drawing of a stored block
 * (the block page). The editor itself is a route module (editor-route.tsx).
 */
export { BlockDrawing, type BlockDrawingProps } from './canvas/block-drawing';

export { useWorkspaceDoc, type WorkspaceDoc } from './use-workspace-doc';
