import {
  DIMENSIONS_LAYER,
  DIMENSION_STYLE,
  dimensionPoints,
  fixtureObject,
  fixtureOf,
  fixtureFootprint,
  flatFromPoints,
  nextQuarterTurn,
  nextSwing,
  outsideOfRing,
  pairsOf,
  parseLength,
  pointAtLength,
  snapPoint,
  wallObject,
  type BlockObject,
  type FixtureId,
  type Point,
  type QuarterTurn,
  type Snap,
  type SnapTarget,
  type Swing,
} from '@workhub/domain';
import { planOpening, type LayerObject, type OpeningPlan, type WallCandidate } from './opening-tool';
import {
  DEFAULT_DOOR_WIDTH,
  DEFAULT_FIXTURE,
  DEFAULT_WALL_THICKNESS,
  DEFAULT_WINDOW_WIDTH,
  ROOM_LAYER,
  ROOM_STYLE,
  WALL_LAYER,
  WALL_STYLE,
  type ToolId,
} from './tool-kinds';

/** Writes one finished gesture to the shared document (one transaction: one undo step). */
export type ToolWrite = (layer: string, object: BlockObject) => void;

/** The doors and windows tools' view of the drawing: its walls, and one edit replacing a wall by its pieces and the opening. */
export interface OpeningWrites {
  walls: () => readonly WallCandidate[];
  replace: (key: string, adds: readonly LayerObject[]) => void;
}

export interface DrawingState {
  tool: ToolId;
  fixture: FixtureId;
  turn: QuarterTurn;
  thickness: number;
  /** The points placed so far (a wall's corners, a room's first corner). */
  draft: Point[];
  /** Where the pointer snaps now (null when it is off the drawing). */
  snap: Snap | null;
  /** The length being typed ('' when none). */
  typed: string;
  /** What went wrong with the last typed length, or why an opening cannot go where the pointer is. */
  problem: string | null;
  /** The width of the door and of the window to place (inches), and how a door hangs. */
  doorWidth: number;
  windowWidth: number;
  swing: Swing;
}

const INITIAL: DrawingState = {
  tool: 'select',
  fixture: DEFAULT_FIXTURE,
  turn: 0,
  thickness: DEFAULT_WALL_THICKNESS,
  draft: [],
  snap: null,
  typed: '',
  problem: null,
  doorWidth: DEFAULT_DOOR_WIDTH,
  windowWidth: DEFAULT_WINDOW_WIDTH,
  swing: { hinge: 'start', into: 'left' },
};

const same = (a: Point, b: Point) => a.x === b.x && a.y === b.y;

/**
 * The drawing tools as plain state (no Fabric, no Yjs): the canvas reports the pointer in inches,
 * the keyboard what is typed; each finished gesture (a wall, a room, a fixture) is written once
 * through `write`. The editor shows `state` (preview, snap, typed length) over the canvas.
 */
export class DrawingTool {
  private current: DrawingState = INITIAL;
  private readonly listeners = new Set<() => void>();
  /** Snap tolerance in inches (the caller keeps it at SNAP_PX for the zoom). */
  tolerance = 2;
  private names = new Map<string, number>();
  /** The pointer as the canvas reported it (before snapping). */
  private pointer: Point | null = null;
  /** Where a door or window would go now. */
  private opening: OpeningPlan | null = null;

  constructor(
    private readonly write: ToolWrite,
    /** The objects to snap to near a point (all of them will do; an index gives only those near). */
    private readonly targets: (near: Point, tolerance: number) => readonly SnapTarget[],
    private readonly openings?: OpeningWrites,
  ) {}

  get state(): DrawingState {
    return this.current;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getState = () => this.current;

  private set(change: Partial<DrawingState>): void {
    this.current = { ...this.current, ...change };
    for (const listener of [...this.listeners]) listener();
  }

  setTool(tool: ToolId): void {
    this.opening = null;
    this.set({ tool, draft: [], typed: '', problem: null, snap: tool === 'select' ? null : this.current.snap });
    this.move(this.pointer);
  }

  /** The width of the next door or window (inches). */
  setOpeningWidth(width: number): void {
    if (!(width > 0)) return;
    this.set(this.current.tool === 'window' ? { windowWidth: width } : { doorWidth: width });
    this.move(this.pointer);
  }

  /** Flips the next door's swing: the other hinge jamb, then the other side of the wall. */
  flip(): void {
    this.set({ swing: nextSwing(this.current.swing) });
    this.move(this.pointer);
  }

  private isOpeningTool(): boolean {
    return this.current.tool === 'door' || this.current.tool === 'window';
  }

  private planAt(pointer: Point): OpeningPlan {
    const { tool, doorWidth, windowWidth, swing } = this.current;
    if (!this.openings) return { ok: false, problem: 'Openings cannot be placed here' };
    const kind = tool === 'window' ? 'window' : 'door';
    const width = kind === 'window' ? windowWidth : doorWidth;
    const n = (this.names.get(kind) ?? 0) + 1;
    return planOpening(this.openings.walls(), pointer, this.tolerance, {
      kind,
      width,
      swing,
      name: `${kind} ${n}`,
      newId: () => crypto.randomUUID(),
    });
  }

  setFixture(fixture: FixtureId): void {
    this.set({ fixture, tool: 'fixture', draft: [] });
  }

  setThickness(thickness: number): void {
    if (thickness > 0) this.set({ thickness });
  }

  /** Turns the fixture a quarter turn (before it is placed). */
  rotate(): void {
    this.set({ turn: nextQuarterTurn(this.current.turn) });
  }

  private snapAt(pointer: Point): Snap {
    const draft = this.current.draft;
    const own: SnapTarget[] = draft.length > 1 ? [{ id: 'draft', points: flatFromPoints(draft), closed: false }] : [];
    const first = draft[0];
    if (first && draft.length > 2) own.push({ id: 'start', points: [first.x, first.y], closed: false });
    return snapPoint(pointer, [...this.targets(pointer, this.tolerance), ...own], {
      tolerance: this.tolerance,
      from: draft[draft.length - 1] ?? null,
    });
  }

  /** The pointer moved (inches, y up); null: it left the drawing. */
  move(pointer: Point | null): void {
    this.pointer = pointer;
    if (this.current.tool === 'select') return;
    if (this.isOpeningTool()) {
      this.opening = pointer ? this.planAt(pointer) : null;
      return this.set({ snap: null, problem: this.opening && !this.opening.ok ? this.opening.problem : null });
    }
    this.set({ snap: pointer ? this.snapAt(pointer) : null });
  }

  /** A click on the drawing. */
  down(pointer: Point): void {
    const { tool, draft } = this.current;
    if (tool === 'select') return;
    if (this.isOpeningTool()) return this.placeOpening(pointer);
    const snap = this.snapAt(pointer);
    const at = snap.point;
    this.set({ snap, problem: null, typed: '' });
    if (tool === 'fixture') return this.placeFixture(at);
    if (tool === 'room' || tool === 'dimension') {
      if (draft.length === 0) return this.set({ draft: [at] });
      return tool === 'room' ? this.finishRoom(draft[0]!, at) : this.finishDimension(draft[0]!, at);
    }
    // Wall: clicking the first corner again closes the ring; the last corner again finishes.
    if (draft.length > 2 && same(at, draft[0]!)) return void this.finishWall(true);
    if (draft.length > 0 && same(at, draft[draft.length - 1]!)) return void this.finishWall(false);
    this.set({ draft: [...draft, at] });
    this.move(this.pointer);
  }

  /** A length typed so far (digits, feet and inch marks). */
  type(text: string): void {
    this.set({ typed: text, problem: null });
  }

  /**
   * Enter: a typed length adds the next corner that far along the pointed direction; with nothing
   * typed it finishes the wall. Returns whether it did something.
   */
  enter(): boolean {
    const { tool, draft, typed, snap } = this.current;
    if (tool !== 'wall') return false;
    if (!typed.trim()) return this.finishWall(false);
    const length = parseLength(typed);
    if (length === null) {
      this.set({ problem: `Not a length: ${typed} (try 60, 5', 5'6")` });
      return false;
    }
    const last = draft[draft.length - 1];
    if (!last) {
      this.set({ problem: 'Click where the wall starts first' });
      return false;
    }
    const towards = snap?.point && !same(snap.point, last) ? snap.point : { x: last.x + 1, y: last.y };
    const next = pointAtLength(last, towards, length);
    this.set({ draft: [...draft, next], typed: '', problem: null });
    this.move(this.pointer);
    return true;
  }

  /** Escape: drops what is typed, then the draft, then goes back to selecting. */
  escape(): void {
    if (this.current.typed) return this.set({ typed: '', problem: null });
    if (this.current.draft.length > 0) return this.set({ draft: [] });
    this.setTool('select');
  }

  /** Backspace with nothing typed: takes back the last corner. */
  undoCorner(): boolean {
    if (this.current.draft.length === 0) return false;
    this.set({ draft: this.current.draft.slice(0, -1) });
    return true;
  }

  private nameOf(base: string): string {
    const n = (this.names.get(base) ?? 0) + 1;
    this.names.set(base, n);
    return `${base} ${n}`;
  }

  /** Numbers names on from what the drawing has (so a new wall is not a second 'wall 1'). */
  countFrom(base: string, existing: number): void {
    this.names.set(base, Math.max(this.names.get(base) ?? 0, existing));
  }

  private finishWall(closed: boolean): boolean {
    const { draft, thickness } = this.current;
    if (draft.length < 2 || (closed && draft.length < 3)) return false;
    // A closed ring is drawn along the room's inside face, its thickness outside; an open wall is centred.
    const wall = { line: draft, thickness, closed, side: closed ? outsideOfRing(draft) : ('centre' as const) };
    const object = wallObject(wall, { name: 'wall', style: WALL_STYLE }, crypto.randomUUID());
    this.set({ draft: [], typed: '' });
    if (object.points.length === 0) return false;
    // The line is kept with the outline, so a door or window can cut the wall later.
    this.write(WALL_LAYER, { ...object, name: this.nameOf('wall') });
    return true;
  }

  private finishRoom(a: Point, b: Point): void {
    this.set({ draft: [] });
    if (a.x === b.x || a.y === b.y) return;
    const [x0, x1] = [Math.min(a.x, b.x), Math.max(a.x, b.x)];
    const [y0, y1] = [Math.min(a.y, b.y), Math.max(a.y, b.y)];
    this.write(ROOM_LAYER, {
      id: crypto.randomUUID(),
      name: this.nameOf('room'),
      type: 'rect',
      points: [x0, y0, x1, y0, x1, y1, x0, y1],
      style: { ...ROOM_STYLE },
    });
  }

  /** A dimension from `a` to `b` on the base specification's dimensions layer (created if the block has none yet). */
  private finishDimension(a: Point, b: Point): void {
    this.set({ draft: [] });
    const points = dimensionPoints(a, b);
    if (points.length === 0) return;
    this.write(DIMENSIONS_LAYER, {
      id: crypto.randomUUID(),
      name: this.nameOf('dimension'),
      type: 'polyline',
      points,
      style: { ...DIMENSION_STYLE },
    });
  }

  /** A click with the door or window tool: the wall under the pointer cut and the opening added, one edit. */
  private placeOpening(pointer: Point): void {
    const plan = this.planAt(pointer);
    if (!plan.ok || !this.openings) return this.set({ problem: plan.ok ? null : plan.problem });
    const kind = this.current.tool === 'window' ? 'window' : 'door';
    this.nameOf(kind);
    this.openings.replace(plan.wallKey, plan.adds);
    this.move(this.pointer);
  }

  private placeFixture(at: Point): void {
    const fixture = fixtureOf(this.current.fixture);
    if (!fixture) return;
    this.write(fixture.layer, fixtureObject(fixture, at, this.current.turn, crypto.randomUUID()));
  }

  /** The outline the pointer would place or draw now (inches), for the preview. */
  preview(): { points: Point[]; closed: boolean } | null {
    const { tool, draft, snap, fixture, turn } = this.current;
    const at = snap?.point;
    if (this.isOpeningTool()) return this.opening?.ok ? { points: this.opening.outline, closed: this.opening.closed } : null;
    if (tool === 'fixture') {
      const f = fixtureOf(fixture);
      return f && at ? { points: fixtureFootprint(f, at, turn), closed: true } : null;
    }
    if (tool === 'room') {
      const a = draft[0];
      if (!a || !at) return null;
      return { points: [a, { x: at.x, y: a.y }, at, { x: a.x, y: at.y }], closed: true };
    }
    if (tool === 'wall' && draft.length > 0) return { points: at ? [...draft, at] : draft, closed: false };
    if (tool === 'dimension' && draft[0] && at) return { points: pairsOf(dimensionPoints(draft[0], at)), closed: false };
    return null;
  }
}
