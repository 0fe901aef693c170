/**
 * Editing an object's vertices (issue 26): drag one, insert one on an edge, delete one. A wall
 * drawn with the wall tool is edited by the corners of its line (its outline follows, mitred as
 * drawn); an axis-aligned rectangle stays one (its neighbours follow the dragged corner); anything
 * else by its points. Never below an object's fewest points: 2 for a line, 3 for a polygon, the 4
 * corners of a rectangle.
 *
 * Points in inches, y up, on 1/16".
 */
import type { BlockObject } from '../block-document.js';
import { evenFlat, flatFromPoints, pairsOf, type Point } from '../geometry.js';
import { snapToUnit } from '../units.js';
import { drawnWallOf, type WallGeometry } from './openings.js';
import { nearestOnSegment } from './snap.js';
import { wallOutline } from './walls.js';

type Shape = Pick<BlockObject, 'type' | 'points' | 'wall'>;

/** What a vertex edit writes: the object's new points (and type, and wall line), or why it cannot. */
export type VertexEdit =
  { ok: true; type: BlockObject['type']; points: number[]; wall?: BlockObject['wall'] } | { ok: false; problem: string };

const onUnits = (p: Point): Point => ({ x: snapToUnit(p.x) + 0, y: snapToUnit(p.y) + 0 });

/** The points the handles sit on: a drawn wall's line corners, or the object's points. */
export function vertexHandles(object: Shape): Point[] {
  return drawnWallOf(object as BlockObject)?.line ?? pairsOf(evenFlat(object.points));
}

/** Whether the handles close a ring (a polygon, a rectangle, a ring of walls). */
export function handlesClosed(object: Shape): boolean {
  const wall = drawnWallOf(object as BlockObject);
  return wall ? wall.closed : object.type !== 'polyline';
}

/** The fewest handles the object keeps. */
export function minimumVertices(object: Shape): number {
  if (object.type === 'rect' && !drawnWallOf(object as BlockObject)) return 4;
  return handlesClosed(object) ? 3 : 2;
}

function isAxisRectangle(points: readonly Point[]): boolean {
  if (points.length !== 4) return false;
  return points.every((p, i) => {
    const q = points[(i + 1) % 4]!;
    return (p.x === q.x) !== (p.y === q.y);
  });
}

/** The edit with new handle positions: a wall's outline redrawn along its new line, else the points themselves. */
function withHandles(object: Shape, handles: Point[], type: BlockObject['type'] = object.type): VertexEdit {
  const wall: WallGeometry | null = drawnWallOf(object as BlockObject);
  const points = handles.map(onUnits);
  if (!wall) return { ok: true, type, points: flatFromPoints(points) };
  const outline = wallOutline(points, wall.thickness, wall.closed, wall.side);
  if (outline.length === 0) return { ok: false, problem: 'A wall needs two different corners' };
  return {
    ok: true,
    type,
    points: flatFromPoints(outline),
    wall: { line: flatFromPoints(points), thickness: wall.thickness, closed: wall.closed, side: wall.side },
  };
}

/** Moves handle `index` to `to`; the corners beside a rectangle's follow so it stays one. */
export function moveVertex(object: Shape, index: number, to: Point): VertexEdit {
  const handles = vertexHandles(object);
  const from = handles[index];
  if (!from) return { ok: false, problem: 'No such vertex' };
  const moved = [...handles];
  moved[index] = to;
  if (object.type === 'rect' && !object.wall && isAxisRectangle(handles)) {
    for (const n of [(index + 3) % 4, (index + 1) % 4]) {
      const p = handles[n]!;
      moved[n] = p.x === from.x ? { x: to.x, y: p.y } : { x: p.x, y: to.y };
    }
    return withHandles(object, moved);
  }
  // A rectangle no longer axis-aligned is a polygon.
  return withHandles(object, moved, object.type === 'rect' ? 'polygon' : object.type);
}

/** Inserts a handle at `at` on the edge from handle `edge` to the next one (a rectangle becomes a polygon). */
export function insertVertex(object: Shape, edge: number, at: Point): VertexEdit {
  const handles = vertexHandles(object);
  const last = handlesClosed(object) ? handles.length - 1 : handles.length - 2;
  if (edge < 0 || edge > last) return { ok: false, problem: 'No such edge' };
  const inserted = [...handles.slice(0, edge + 1), at, ...handles.slice(edge + 1)];
  return withHandles(object, inserted, object.type === 'rect' ? 'polygon' : object.type);
}

/** Deletes handle `index`, unless the object would fall below its fewest points. */
export function deleteVertex(object: Shape, index: number): VertexEdit {
  const handles = vertexHandles(object);
  if (!handles[index]) return { ok: false, problem: 'No such vertex' };
  const least = minimumVertices(object);
  if (handles.length <= least)
    return { ok: false, problem: object.type === 'rect' ? 'A rectangle keeps its 4 corners' : `This shape keeps at least ${least} points` };
  return withHandles(
    object,
    handles.filter((_, i) => i !== index),
  );
}

/** The point on the edge a–b nearest to p, on 1/16" (where a double-click on an edge inserts). */
export function pointOnEdge(a: Point, b: Point, p: Point): Point {
  return onUnits(nearestOnSegment(p, a, b));
}
