import { NO_POINTS, areaLabelOf, formatFeetInches, pairsOf, boundsOfObject, type BlockObject } from '@workhub/domain';
import { CommitInput } from '../../components/commit-input';
import type { LiveObject } from '../../collab';
import { formatPoints, parsePoints } from './points-draft';

export interface ObjectPanelProps {
  object: (LiveObject & { layer: string }) | null;
  editable: boolean;
  onRename: (name: string) => void;
  onPoints: (points: number[]) => void;
  onDelete: () => void;
  onInvalid: (message: string) => void;
}

const TYPE_NAMES: Record<BlockObject['type'], string> = { rect: 'Rectangle', polygon: 'Polygon', polyline: 'Polyline' };

/** The selected object: its facts, and its name and points as fields (Enter or leaving commits, Escape reverts). */
export function ObjectPanel({ object, editable, onRename, onPoints, onDelete, onInvalid }: ObjectPanelProps) {
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
        <dd>{object.layer}</dd>
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
