/**
 * Who may do what with a workspace's live (co-edited) document. Pure, so the collab-server, the
 * editor (to show a read-only canvas) and tests share one answer.
 *
 * - 'edit': the workspace's creator, a workspace admin, or a user named in `editors`.
 * - 'view': every other member of staff (the caller has already checked the `allowed` claim):
 *   they see the document and who is present, but their document changes are not accepted.
 * - 'none': the workspace does not exist or is (soft) deleted.
 */
export type WorkspaceAccess = 'edit' | 'view' | 'none';

export interface WorkspaceAccessFields {
  creator?: string;
  /** User names (email local parts) allowed to edit besides the creator. */
  editors?: string[];
  deleted?: boolean;
}

export interface WorkspaceAccessUser {
  /** The user name: the part of the email before '@'. */
  user: string;
  isWorkspaceAdmin: boolean;
}

export function workspaceAccess(workspace: WorkspaceAccessFields | null, user: WorkspaceAccessUser): WorkspaceAccess {
  if (workspace === null || workspace.deleted === true) return 'none';
  if (user.isWorkspaceAdmin) return 'edit';
  // An empty user name (a token without an email) never matches a creator or an editor.
  if (user.user === '') return 'view';
  if (workspace.creator === user.user) return 'edit';
  if (Array.isArray(workspace.editors) && workspace.editors.includes(user.user)) return 'edit';
  return 'view';
}
