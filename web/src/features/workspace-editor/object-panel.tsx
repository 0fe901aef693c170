import {
  LAYER_DRAW_ORDER,
  NO_POINTS,
  areaLabelOf,
  formatFeetInches,
  pairsOf,
  boundsOfObject,
  boundsOfObjects,
  type BlockObject,
} from '@workhub/domain';
import { CommitInput } from '../../components/commit-input';
import type { LiveObject } from '../../collab';
import { formatPoints, parsePoints } from './points-draft';

export interface ObjectPanelProps {
  object: (LiveObject & { layer: string }) | null;
  /** Every selected object: several show as a group (count, size, delete). */
  selection: readonly (LiveObject & { layer: string })[];
  editable: boolean;
  onRename: (name: string) => void;
  onPoints: (points: number[]) => void;
  onDelete: () => void;
  /** Moves the selected objects to another of the base specification's layers. */
  onMoveToLayer: (layer: string) => void;
  onInvalid: (message: string) => void;
}

const TYPE_NAMES: Record<BlockObject['type'], string> = { rect: 'Rectangle', polygon: 'Polygon', polyline: 'Polyline' };

/** The selected object: its facts, and its name and points as fields (Enter or leaving commits, Escape reverts). */
export function ObjectPanel({ object, selection, editable, onRename, onPoints, onDelete, onMoveToLayer, onInvalid }: ObjectPanelProps) {
  if (selection.length > 1)
    return <GroupPanel selection={selection} editable={editable} onDelete={onDelete} onMoveToLayer={onMoveToLayer} />;
  if (!object) {
    return (
      <aside className="object-panel" aria-label="Selected object">
        <h2>Object</h2>
        <p className="hint">Select an object on the canvas, or a layer and then one of its objects.</p>
      </aside>
    );
  }
  const count = pairsOf(object.points).length;
  const bounds = boundsOfObject(object);
  const area = areaLabelOf(object);
  return (
    <aside className="object-panel" aria-label="Selected object" data-testid="object-panel">
      <h2>{object.name || '(unnamed)'}</h2>
      <dl className="facts">
        <dt>Layer</dt>
        <dd>
          <LayerSelect layers={[object.layer]} editable={editable} onMove={onMoveToLayer} />
        </dd>
        <dt>Type</dt>
        <dd>{TYPE_NAMES[object.type]}</dd>
        <dt>Points</dt>
        <dd data-testid="object-point-count">{count === 0 ? <span className="no-points">{NO_POINTS}</span> : count}</dd>
        {bounds && (
          <>
            <dt>Size</dt>
            <dd>
              {formatFeetInches(bounds.maxX - bounds.minX)} × {formatFeetInches(bounds.maxY - bounds.minY)}
            </dd>
          </>
        )}
        {area && count > 0 && (
          <>
            <dt>Area</dt>
            <dd data-testid="object-area">{area}</dd>
          </>
        )}
      </dl>
      <label>
        Name
        <CommitInput name="object-name" value={object.name} disabled={!editable} onCommit={(name) => onRename(name.trim())} />
      </label>
      <label>
        Points (x, y in inches)
        <CommitInput
          name="object-points"
          value={formatPoints(object.points)}
          disabled={!editable}
          onCommit={(text) => {
            const points = parsePoints(text);
            if (points === null) onInvalid('Points must be numbers: x, y pairs in inches');
            else onPoints(points);
          }}
        />
      </label>
      {editable && (
        <button type="button" className="danger" onClick={onDelete}>
          Delete object
        </button>
      )}
    </aside>
  );
}

/** Several selected objects: how many, the size of the box round them, on which layers; delete them all. */
function GroupPanel({
  selection,
  editable,
  onDelete,
  onMoveToLayer,
}: Pick<ObjectPanelProps, 'selection' | 'editable' | 'onDelete' | 'onMoveToLayer'>) {
  const bounds = boundsOfObjects(selection);
  const layers = [...new Set(selection.map((o) => o.layer))];
  return (
    <aside className="object-panel" aria-label="Selected object" data-testid="object-panel">
      <h2 data-testid="selection-count">{selection.length} objects selected</h2>
      <dl className="facts">
        <dt>Layers</dt>
        <dd>
          <LayerSelect layers={layers} editable={editable} onMove={onMoveToLayer} />
        </dd>
        {bounds && (
          <>
            <dt>Size</dt>
            <dd data-testid="selection-size">
              {formatFeetInches(bounds.maxX - bounds.minX)} × {formatFeetInches(bounds.maxY - bounds.minY)}
            </dd>
          </>
        )}
      </dl>
      <p className="hint">Arrows move them, T turns them together, Ctrl+D duplicates, Ctrl+C copies.</p>
      {editable && (
        <button type="button" className="danger" onClick={onDelete}>
          Delete {selection.length} objects
        </button>
      )}
    </aside>
  );
}

/**
 * The layer of the selection as a select of the base specification's layers (draw order; a layer
 * outside that list is offered too while an object is on it): choosing one moves the objects there.
 * Objects on several layers show "(2 layers)" until one is chosen (its title lists them).
 */
function LayerSelect({ layers, editable, onMove }: { layers: readonly string[]; editable: boolean; onMove: (layer: string) => void }) {
  const several = layers.length > 1;
  const options = [...new Set([...LAYER_DRAW_ORDER, ...layers])];
  return (
    <select
      name="object-layer"
      aria-label="Layer"
      title={layers.join(', ')}
      value={several ? '' : layers[0]}
      disabled={!editable}
      onChange={(e) => e.target.value && onMove(e.target.value)}
    >
      {several && <option value="">({layers.length} layers)</option>}
      {options.map((layer) => (
        <option key={layer} value={layer}>
          {layer}
        </option>
      ))}
    </select>
  );
}
