import { describe, expect, it } from 'vitest';
import type { BlockObject } from '../block-document.js';
import type { Point } from '../geometry.js';
import { wallObject } from './openings.js';
import { deleteVertex, handlesClosed, insertVertex, minimumVertices, moveVertex, pointOnEdge, vertexHandles } from './vertices.js';

const P = (x: number, y: number): Point => ({ x, y });
const room: BlockObject = { name: 'room 1', type: 'rect', points: [0, 0, 60, 0, 60, 96, 0, 96] };
const line: BlockObject = { name: 'dim', type: 'polyline', points: [0, 0, 10, 0] };
const triangle: BlockObject = { name: 't', type: 'polygon', points: [0, 0, 10, 0, 0, 10] };

describe('vertex editing', () => {
  it('drags a rectangle corner, its neighbours following so it stays a rectangle', () => {
    expect(moveVertex(room, 2, P(72, 100))).toEqual({ ok: true, type: 'rect', points: [0, 0, 72, 0, 72, 100, 0, 100] });
    expect(moveVertex(room, 0, P(-6, 0.03))).toEqual({ ok: true, type: 'rect', points: [-6, 0, 60, 0, 60, 96, -6, 96] });
  });

  it('drags a polygon point alone, on 1/16"', () => {
    expect(moveVertex(triangle, 1, P(20.01, 5))).toEqual({ ok: true, type: 'polygon', points: [0, 0, 20, 5, 0, 10] });
    expect(moveVertex(triangle, 5, P(0, 0))).toEqual({ ok: false, problem: 'No such vertex' });
  });

  it('inserts a point on an edge (a rectangle becomes a polygon), the closing edge too on a ring', () => {
    expect(insertVertex(triangle, 0, P(5, 0))).toEqual({ ok: true, type: 'polygon', points: [0, 0, 5, 0, 10, 0, 0, 10] });
    expect(insertVertex(triangle, 2, P(0, 5))).toMatchObject({ ok: true, points: [0, 0, 10, 0, 0, 10, 0, 5] });
    expect(insertVertex(room, 1, P(60, 48))).toMatchObject({ ok: true, type: 'polygon', points: [0, 0, 60, 0, 60, 48, 60, 96, 0, 96] });
    // A line has no closing edge.
    expect(insertVertex(line, 1, P(5, 0))).toEqual({ ok: false, problem: 'No such edge' });
  });

  it('deletes a point, never below the fewest an object keeps', () => {
    expect(deleteVertex({ ...triangle, points: [0, 0, 5, 0, 10, 0, 0, 10] }, 1)).toEqual({
      ok: true,
      type: 'polygon',
      points: [0, 0, 10, 0, 0, 10],
    });
    expect(deleteVertex(triangle, 0)).toEqual({ ok: false, problem: 'This shape keeps at least 3 points' });
    expect(deleteVertex(line, 0)).toEqual({ ok: false, problem: 'This shape keeps at least 2 points' });
    expect(deleteVertex(room, 0)).toEqual({ ok: false, problem: 'A rectangle keeps its 4 corners' });
    expect([minimumVertices(line), minimumVertices(triangle), minimumVertices(room)]).toEqual([2, 3, 4]);
  });

  it("edits a drawn wall by its line's corners, the outline redrawn", () => {
    const wall = wallObject({ line: [P(0, 0), P(60, 0)], thickness: 4, closed: false, side: 'centre' }, { name: 'wall 1' }, 'w');
    expect(vertexHandles(wall)).toEqual([P(0, 0), P(60, 0)]);
    expect(handlesClosed(wall)).toBe(false);
    const moved = moveVertex(wall, 1, P(72, 0));
    expect(moved).toEqual({
      ok: true,
      type: 'polygon',
      points: [0, 2, 72, 2, 72, -2, 0, -2],
      wall: { line: [0, 0, 72, 0], thickness: 4, closed: false, side: 'centre' },
    });
    const bent = insertVertex(wall, 0, P(30, 0));
    expect(bent.ok && bent.wall?.line).toEqual([0, 0, 30, 0, 60, 0]);
    expect(deleteVertex(wall, 0)).toEqual({ ok: false, problem: 'This shape keeps at least 2 points' });
  });

  it('finds where on an edge a double-click inserts', () => {
    expect(pointOnEdge(P(0, 0), P(60, 0), P(20.02, 3))).toEqual(P(20, 0));
    expect(pointOnEdge(P(0, 0), P(60, 0), P(-5, 0))).toEqual(P(0, 0));
  });
});
