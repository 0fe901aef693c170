import { useMemo, useReducer, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  NO_POINTS,
  formatFeetInches,
  formatUtc,
  initialLayerView,
  layerNamesOf,
  layerSummariesOf,
  layerViewReducer,
  liveLayersOf,
  pairsOf,
  roomLabelsOf,
} from '@workhub/domain';
import { staticObjects } from '../../collab';
import './blocks.css';
import { BlockDrawing } from '../workspace-editor';
import { NotFound } from '../../components/not-found';
import { useBlocksStore } from './blocks-store';
import { useBlockDocument, type BlockDocument } from './use-block-doc';
import { useBlockWorkspaces } from './use-block-workspaces';
import { BlockAssignments } from './block-assignments';
import { arrivalState } from '../../lib/arrival';
import { paths } from '../../lib/paths';
import { LiveStatus } from '../../components/live-status';
import type { ConnectionState } from '../../lib/live-documents';
import { ErrorNote } from '../../components/kit';

/**
 * One block: its facts, its drawing (read-only), open workspaces, history, and 'Edit in a workspace'.
 * `embedded`: shown inside another page (a class block's), so its name is a second-level heading.
 */
export function BlockPage({ name, admin, embedded = false }: { name: string; admin: boolean; embedded?: boolean }) {
  const Heading = embedded ? 'h2' : 'h1';
  const { status, block, invalid, connection } = useBlockDocument(name);
  if (status === 'loading') return <p className="page-loading">Loading…</p>;
  if (!block) {
    // A block that is there but cannot be read is not missing: the blocks toast says why.
    if (status === 'error' || invalid > 0) {
      return (
        <section className="page block-page">
          <Heading>{name}</Heading>
          <ErrorNote>The block could not be read.</ErrorNote>
          <Link to={admin ? paths.adminBlocks() : paths.blocks()}>All blocks</Link>
        </section>
      );
    }
    return <NotFound />;
  }
  return <BlockDetails key={name} block={block} admin={admin} connection={connection} Heading={Heading} />;
}

function BlockDetails({
  block,
  admin,
  connection,
  Heading,
}: {
  block: BlockDocument;
  admin: boolean;
  connection: ConnectionState;
  Heading: 'h1' | 'h2';
}) {
  // The sections' headings sit one level below the block's (h3 when the block is shown inside another page).
  const Section = Heading === 'h1' ? 'h2' : 'h3';
  const navigate = useNavigate();
  const createWorkspace = useBlocksStore((s) => s.createWorkspace);
  const [creating, setCreating] = useState(false);
  const { workspaces } = useBlockWorkspaces();
  const open = workspaces.filter((w) => w.blockName === block.name);
  const objects = useMemo(() => staticObjects(block.layers), [block.layers]);
  // Layers carry the block's version, so a v0 block's empty layers count as geographic.
  const summaries = useMemo(() => layerSummariesOf(liveLayersOf(block.layers), block.version), [block.layers, block.version]);
  const [view, dispatch] = useReducer(layerViewReducer, summaries, (s) => initialLayerView(s));
  // The rooms with their areas, as the drawing labels them: in words too (the canvas says nothing to a screen reader or a search).
  const rooms = useMemo(() => roomLabelsOf(liveLayersOf(block.layers)), [block.layers]);
  const empty = Object.entries(block.layers).flatMap(([layer, { objects: list }]) =>
    list.filter((o) => pairsOf(o.points).length === 0).map((o) => ({ layer, name: o.name })),
  );

  async function edit() {
    setCreating(true);
    const id = await createWorkspace(block.name);
    setCreating(false);
    if (id) navigate(paths.blockWorkspace(id), { state: arrivalState(id) });
  }

  return (
    <section className="page block-page" data-testid="block-page">
      <div className="page-head">
        <Heading>{block.name}</Heading>
        <button type="button" className="primary" onClick={() => void edit()} disabled={creating}>
          {creating ? 'Opening…' : 'Edit in a workspace'}
        </button>
        <LiveStatus connection={connection} />
      </div>
      <dl className="facts" data-testid="block-facts">
        <dt>Category</dt>
        <dd>{block.categoryName ?? ''}</dd>
        <dt>Type</dt>
        <dd>{block.type ?? ''}</dd>
        <dt>Designer</dt>
        <dd>{block.designer ?? ''}</dd>
        <dt>Key</dt>
        <dd>{block.key ?? ''}</dd>
        <dt>Size</dt>
        <dd>
          {formatFeetInches(block.width)} × {formatFeetInches(block.height)}
        </dd>
        <dt>Version</dt>
        <dd data-testid="block-version">{block.version}</dd>
        <dt>Earlier versions</dt>
        <dd data-testid="block-earlier-versions">{block.archivedVersions.join(', ') || 'none'}</dd>
      </dl>

      {open.length > 0 && (
        <p className="notice">
          Open workspaces on this block:{' '}
          {open.map((w, i) => (
            <span key={w.id}>
              {i > 0 && ', '}
              <Link to={paths.blockWorkspace(w.id)}>{w.creator || w.id}</Link>
              {w.createdAt && <span className="hint"> (made {formatUtc(w.createdAt)} UTC)</span>}
            </span>
          ))}
        </p>
      )}

      <div className="block-view">
        <fieldset className="layer-legend" aria-label="Layers">
          <legend>Layers</legend>
          {layerNamesOf(view).map((layer) => (
            <label key={layer}>
              <input type="checkbox" checked={view.visible[layer] === true} onChange={() => dispatch({ type: 'toggleVisible', layer })} />{' '}
              {layer} <span className="hint">({view.details[layer]?.objectCount ?? 0})</span>
            </label>
          ))}
        </fieldset>
        <BlockDrawing objects={objects} visible={view.visible} width={block.width} height={block.height} />
      </div>

      {rooms.length > 0 && (
        <section aria-label="Rooms" className="block-rooms">
          <Section>Rooms</Section>
          <ul>
            {rooms.map((room, i) => (
              <li key={`${room.name}-${i}`}>
                {room.name} · {room.area}
              </li>
            ))}
          </ul>
        </section>
      )}

      {empty.length > 0 && (
        <section aria-label="Objects without points">
          <Section>Objects without points</Section>
          <ul>
            {empty.map((o, i) => (
              <li key={`${o.layer}-${i}`}>
                {o.layer}: {o.name || '(unnamed)'} — <span className="no-points">{NO_POINTS}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <BlockAssignments block={block} Heading={Section} />

      {block.history.length > 0 && (
        <section aria-label="History">
          <Section>History</Section>
          <table className="data-table">
            <thead>
              <tr>
                <th>Version</th>
                <th>Message</th>
                <th>Author</th>
                <th>At (UTC)</th>
              </tr>
            </thead>
            <tbody>
              {[...block.history].reverse().map((h) => (
                <tr key={`${h.version}-${h.at}`}>
                  <td>{h.version}</td>
                  <td>{h.message}</td>
                  <td>{h.author}</td>
                  <td>{h.at.replace('T', ' ').slice(0, 19)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {admin && (
        <p>
          <Link to={paths.adminBlocks()}>All blocks and workspaces</Link>
        </p>
      )}
    </section>
  );
}
