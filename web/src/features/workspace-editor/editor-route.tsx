import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import './editor.css';
import { Link, useNavigate, useParams } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { mayChangeBlockWorkspace, snapToUnit, workspaceAccess, workspaceVersionOf, BLOCK_WORKSPACE_PREFIX } from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { NotFound } from '../../components/not-found';
import { config } from '../../lib/env';
import { auth } from '../../lib/firebase';
import { useAuthStore } from '../../stores/auth-store';
import type { BlockCanvas } from './canvas/block-canvas';
import { useCollabSession, useConnection, useLiveLayers, useLiveMeta, usePeers, useUndoState } from '../../collab';
import { connectionLabel, UpdateRequiredBanner } from '../../collab';
import { EditorCanvas } from './editor-canvas';
import { useEditorStore } from './editor-store';
import { LayerPanel } from './layer-panel';
import { ObjectPanel } from './object-panel';
import { presenceColourOf, type PresenceUser } from '../../collab';
import { PresenceBar } from './presence-bar';
import { useFollow } from './use-follow';
import { useBaseSettings } from './use-base-settings';
import { useWorkspaceDoc, type WorkspaceDoc } from './use-workspace-doc';
import type { LiveObjects, ObjectKey } from '../../collab';
import { paths } from '../../lib/paths';
import { useAwaitingArrival } from '../../lib/arrival';
import { ToolBar } from './tools/tool-bar';
import { TOOL_BUTTONS } from './tools/tool-kinds';
import { useDrawingTool } from './tools/use-drawing-tool';
import { useToolKeys } from './tools/use-tool-keys';
import { useSelectionEdits } from './tools/use-selection-edits';
import { useEditKeys } from './tools/use-edit-keys';
import { useClipboard } from './tools/use-clipboard';
import { selectedObjects } from './tools/box-select';

/** A new rectangle: 2 ft square, centred where the user is looking. */
const NEW_RECT_SIZE = 24;
/** How long to wait for collab-server to fill a new room before filling it from here. */
const SEED_GRACE_MS = 1500;

/** /admin/blocks/workspace/{workspaceId}: the block editor, co-edited live. */
export function Component() {
  const { workspaceId = '' } = useParams();
  const { status, workspace } = useWorkspaceDoc(workspaceId);
  const committing = useEditorStore((s) => s.committing);
  const [kept, setKept] = useState<WorkspaceDoc | null>(null);
  // While our own commit lands, the workspace disappears: keep showing the editor until we leave.
  useEffect(() => {
    if (workspace) setKept(workspace);
  }, [workspace]);
  const shown = workspace ?? (committing ? kept : null);
  // Opened right after this browser created the workspace: its snapshot may still be on its way.
  const arriving = useAwaitingArrival(workspaceId, workspace !== null);

  if (status === 'loading' || (arriving && !shown)) return <p className="page-loading">Loading…</p>;
  if (!shown && status === 'error') {
    // A failed read is not a missing workspace: the toast says what failed.
    return (
      <main className="page">
        <Breadcrumbs dropTrailing={2} />
        <p role="alert">The block workspace could not be read.</p>
        <Link to={paths.adminBlocks()}>Back to the blocks</Link>
      </main>
    );
  }
  // Committed, deleted or never there: the one 404 page.
  if (!shown || shown.workspaceType !== 'block' || !shown.name.startsWith(BLOCK_WORKSPACE_PREFIX) || shown.deleted) return <NotFound />;
  return <WorkspaceEditor key={workspaceId} workspaceId={workspaceId} workspace={shown} />;
}

function useSignedInUser() {
  const uid = useAuthStore((s) => s.uid) ?? '';
  const user = useAuthStore((s) => s.user) ?? '';
  const isWorkspaceAdmin = useAuthStore((s) => s.roles?.isWorkspaceAdmin === true);
  const presence = useMemo<PresenceUser>(
    () => ({ uid, name: auth.currentUser?.displayName || user, colour: presenceColourOf(uid) }),
    [uid, user],
  );
  return { uid, user, isWorkspaceAdmin, presence };
}

function findSelected(layers: LiveObjects, key: ObjectKey | null) {
  if (!key) return null;
  for (const [layer, objects] of Object.entries(layers)) {
    const object = objects.find((o) => o.key === key);
    if (object) return { ...object, layer };
  }
  return null;
}

function WorkspaceEditor({ workspaceId, workspace }: { workspaceId: string; workspace: WorkspaceDoc }) {
  const navigate = useNavigate();
  const me = useSignedInUser();
  const getToken = useCallback(async (force: boolean) => (await auth.currentUser?.getIdToken(force)) ?? null, []);
  const session = useCollabSession({ url: config.collabUrl, workspaceId, getToken });
  const connection = useConnection(session);
  const layers = useLiveLayers(session);
  const meta = useLiveMeta(session);
  const peers = usePeers(session);
  const undoState = useUndoState(session);
  const { settings, update: updateSettings } = useBaseSettings(me.uid);

  // Each value through its own selector: the editor re-renders only when what it shows changes.
  const view = useEditorStore((s) => s.layerView);
  const selected = useEditorStore((s) => s.selected);
  const selection = useEditorStore((s) => s.selection);
  const committing = useEditorStore((s) => s.committing);
  const fitRequest = useEditorStore((s) => s.fitRequest);
  const { select, selectMany, toggle, dispatch, syncLayers, loadContent, reportInput } = useEditorStore(
    useShallow((s) => ({
      select: s.select,
      selectMany: s.selectMany,
      toggle: s.toggle,
      dispatch: s.dispatch,
      syncLayers: s.syncLayers,
      loadContent: s.loadContent,
      reportInput: s.reportInput,
    })),
  );
  const [canvas, setCanvas] = useState<BlockCanvas | null>(null);
  const [commitOpen, setCommitOpen] = useState(false);
  const [message, setMessage] = useState('');

  // Same rule as collab-server, which drops a viewer's updates: creator, workspace admins, editors.
  const access = workspaceAccess(workspace, { user: me.user, isWorkspaceAdmin: me.isWorkspaceAdmin });
  const serverReadOnly = connection?.readOnlyReason ?? null;
  // Refused as outdated (a new WorkHub was deployed): read-only until the page is reloaded.
  const updateRequired = connection?.updateRequired === true;
  const readOnly = access !== 'edit' || serverReadOnly !== null || updateRequired;
  const editable = !readOnly && !committing;
  const mayCommit = mayChangeBlockWorkspace(workspace, { user: me.user, isWorkspaceAdmin: me.isWorkspaceAdmin });
  const blockName = meta.name ?? workspace.workspaceName ?? workspace.name.slice(BLOCK_WORKSPACE_PREFIX.length);
  const block = useMemo(
    () => (meta.width !== undefined && meta.height !== undefined ? { width: meta.width, height: meta.height } : null),
    [meta.width, meta.height],
  );

  useEffect(() => {
    useEditorStore.getState().reset();
  }, [workspaceId]);
  const workspaceVersion = workspaceVersionOf(workspace);
  useEffect(() => syncLayers(layers, workspaceVersion), [layers, syncLayers, workspaceVersion]);
  useEffect(() => session?.setPresence(me.presence), [session, me.presence]);
  // Firebase renews the ID token before it expires; the socket gets the new one.
  const authToken = useAuthStore((s) => s.authToken);
  useEffect(() => {
    if (authToken) session?.updateToken(authToken);
  }, [session, authToken]);
  useEffect(() => session?.setSelection(selection), [session, selection]);
  // Selected objects deleted (here or by someone else) leave the selection.
  const selectedObject = findSelected(layers, selected);
  const stillThere = useMemo(() => selectedObjects(layers, selection), [layers, selection]);
  useEffect(() => {
    if (stillThere.length < selection.length && session?.seeded) selectMany(stillThere.map((o) => o.key));
  }, [stillThere, selection, session, selectMany]);

  // collab-server fills a new room from the workspace content; if it has not, fill it from here.
  const synced = connection?.synced === true;
  useEffect(() => {
    if (!session || !synced || session.seeded || access !== 'edit') return;
    const timer = setTimeout(async () => {
      if (session.seeded) return;
      const content = await loadContent(workspaceId);
      if (content) session.seedIfEmpty(content);
    }, SEED_GRACE_MS);
    return () => clearTimeout(timer);
  }, [session, synced, access, loadContent, workspaceId]);

  const targetLayer = view?.selected[view.selected.length - 1] ?? null;

  // Drawing tools: snap to what is shown; a drawing tool deselects (presses draw, not pick).
  const visible = view?.visible;
  const shown = useCallback((layer: string) => visible?.[layer] !== false, [visible]);
  const { tool: drawing, state: drawingState } = useDrawingTool(session, shown);
  const lengthRef = useRef<HTMLInputElement>(null);
  const { duplicateSelected, turnSelected, nudgeSelected, deleteSelected, moveSelectedToLayer } = useSelectionEdits(
    session,
    selection,
    editable,
    selectMany,
  );
  useToolKeys(drawing, editable, lengthRef, turnSelected);
  const clipboard = useClipboard(session, selection, editable, targetLayer, selectMany);
  const deselect = useCallback(() => select(null), [select]);
  useEditKeys(session, editable, selection.length > 0, {
    duplicate: duplicateSelected,
    remove: deleteSelected,
    nudge: nudgeSelected,
    copy: clipboard.copy,
    paste: clipboard.paste,
    deselect,
  });
  useEffect(() => {
    if (drawingState.tool !== 'select') select(null);
  }, [drawingState.tool, select]);
  // The others see which tool this user has on.
  const toolLabel = TOOL_BUTTONS.find((b) => b.id === drawingState.tool)?.label ?? null;
  useEffect(() => session?.setTool(toolLabel), [session, toolLabel]);
  const follow = useFollow(peers, me.uid);

  const addRectangle = useCallback(() => {
    if (!session || !targetLayer || !editable) return;
    const centre = canvas?.viewCentre() ?? { x: 0, y: 0 };
    const x = snapToUnit(Math.round(centre.x - NEW_RECT_SIZE / 2));
    const y = snapToUnit(Math.round(centre.y - NEW_RECT_SIZE / 2));
    const count = (layers[targetLayer]?.length ?? 0) + 1;
    const key = session.addObject(targetLayer, {
      id: crypto.randomUUID(),
      name: `rectangle ${count}`,
      type: 'rect',
      points: [x, y, x + NEW_RECT_SIZE, y, x + NEW_RECT_SIZE, y + NEW_RECT_SIZE, x, y + NEW_RECT_SIZE],
    });
    if (key) select(key);
  }, [session, targetLayer, editable, canvas, layers, select]);

  async function commit(e: FormEvent) {
    e.preventDefault();
    if (!session) return;
    const version = await useEditorStore.getState().commit(workspaceId, session.blockLayers(), message);
    if (version !== undefined) navigate(paths.adminBlocks(), { state: { committed: blockName, version } });
  }

  const status = connection ? connectionLabel(connection) : { label: 'Connecting…', tone: 'pending' as const };

  return (
    <main className="block-editor" data-testid="block-editor">
      <header className="editor-bar">
        <Breadcrumbs dropTrailing={2} />
        <h1>
          {blockName} <span className="hint">workspace</span>
        </h1>
        <span className={`connection-status ${status.tone}`} role="status" data-testid="connection-status">
          {status.label}
        </span>
        <PresenceBar me={me.presence} peers={peers} following={follow.following?.uid ?? null} onFollow={follow.toggle} />
      </header>

      <div className="editor-toolbar" role="toolbar" aria-label="Editing">
        <button
          type="button"
          onClick={() => session?.undo()}
          disabled={!editable || !undoState.canUndo}
          title="Undo your last edit (Ctrl+Z)"
        >
          Undo
        </button>
        <button type="button" onClick={() => session?.redo()} disabled={!editable || !undoState.canRedo} title="Redo (Ctrl+Shift+Z)">
          Redo
        </button>
        <span className="toolbar-separator" />
        <button
          type="button"
          onClick={addRectangle}
          disabled={!editable || !targetLayer}
          title={targetLayer ? `Add a rectangle to ${targetLayer}` : 'Select a layer first'}
        >
          Add rectangle
        </button>
        <button type="button" onClick={deleteSelected} disabled={!editable || !selected} title="Delete the selected objects (Delete)">
          Delete
        </button>
        <button
          type="button"
          onClick={duplicateSelected}
          disabled={!editable || !selected}
          title="Duplicate the selected objects, 1' across (Ctrl+D)"
        >
          Duplicate
        </button>
        <button type="button" onClick={clipboard.copy} disabled={!selected} title="Copy the selected objects (Ctrl+C)">
          Copy
        </button>
        <button
          type="button"
          onClick={clipboard.paste}
          disabled={!editable}
          title="Paste copied objects, also from another workspace (Ctrl+V)"
        >
          Paste
        </button>
        {clipboard.status && (
          <span className="hint" role="status" data-testid="clipboard-status">
            {clipboard.status}
          </span>
        )}
        <button type="button" onClick={() => useEditorStore.getState().requestFit()}>
          Zoom to fit
        </button>
        <span className="spacer" />
        <Link to={paths.adminBlocks()}>Blocks</Link>
        {mayCommit && !commitOpen && (
          <button type="button" className="primary" onClick={() => setCommitOpen(true)} disabled={!session?.seeded || committing}>
            Commit
          </button>
        )}
        {mayCommit && commitOpen && (
          <form className="inline-form commit-form" onSubmit={commit} aria-label="Commit the workspace">
            <label>
              Commit message
              <input name="message" value={message} onChange={(e) => setMessage(e.target.value)} required autoFocus />
            </label>
            <button type="submit" className="primary" disabled={committing || !message.trim()}>
              {committing ? 'Committing…' : 'Commit'}
            </button>
            <button type="button" onClick={() => setCommitOpen(false)} disabled={committing}>
              Cancel
            </button>
          </form>
        )}
      </div>

      <UpdateRequiredBanner connection={connection} />
      <ToolBar tool={drawing} state={drawingState} editable={editable} lengthRef={lengthRef} onTurnSelected={turnSelected} />

      {readOnly && !updateRequired && (
        <div className="read-only-banner" role="note" data-testid="read-only-banner">
          Read-only: you can watch this workspace, but only its creator ({workspace.creator ?? 'unknown'}), workspace admins and invited
          editors can change it.
          {serverReadOnly && ` The server said: ${serverReadOnly}.`}
        </div>
      )}

      <div className="editor-body">
        {view ? (
          <LayerPanel
            view={view}
            dispatch={dispatch}
            layers={layers}
            selectedObject={selected}
            onSelectObject={select}
            settings={settings}
            onSettings={(change) => void updateSettings(change)}
          />
        ) : (
          <aside className="layer-panel">
            <p className="page-loading">{synced ? 'Opening the drawing…' : 'Loading…'}</p>
          </aside>
        )}
        {session && view ? (
          <EditorCanvas
            session={session}
            layers={layers}
            view={view}
            settings={settings}
            editable={editable}
            selection={selection}
            selected={selected}
            onSelect={select}
            onSelectMany={selectMany}
            onToggle={toggle}
            peers={peers}
            block={block}
            fitRequest={fitRequest}
            onReady={setCanvas}
            drawing={drawing}
            drawingState={drawingState}
            followed={follow.following}
            followView={follow.view}
            onViewMoved={follow.stop}
          />
        ) : (
          <div className="editor-canvas" />
        )}
        <ObjectPanel
          object={selectedObject}
          selection={stillThere}
          editable={editable}
          onRename={(name) => selected && session?.rename(selected, name)}
          onPoints={(points) => selected && session?.setPoints(selected, points)}
          onDelete={deleteSelected}
          onMoveToLayer={moveSelectedToLayer}
          onInvalid={reportInput}
        />
      </div>
    </main>
  );
}
