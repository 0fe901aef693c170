import type { FixtureId } from '@workhub/domain';

/** The block editor's tools (issue 26): select and move, draw walls, draw rooms, place fixtures, doors and windows, dimension. */
export type ToolId = 'select' | 'wall' | 'room' | 'fixture' | 'door' | 'window' | 'dimension';

export interface ToolButton {
  id: ToolId;
  label: string;
  /** Its keyboard shortcut (a single key, no modifier). */
  key: string;
  title: string;
}

export const TOOL_BUTTONS: readonly ToolButton[] = [
  { id: 'select', label: 'Select', key: 'v', title: 'Select and move objects (V); arrows nudge 1", Shift+arrows 1\'' },
  {
    id: 'wall',
    label: 'Wall',
    key: 'w',
    title: 'Draw a wall (W): click each corner, type a length and Enter; click the first corner to close, Enter to finish',
  },
  { id: 'room', label: 'Room', key: 'r', title: 'Draw a room (R): click two opposite corners' },
  { id: 'fixture', label: 'Fixture', key: 'f', title: 'Place a fixture at its real size (F): click its back-left corner; T turns it 90°' },
  {
    id: 'door',
    label: 'Door',
    key: 'd',
    title: 'Place a door in a wall (D): point at a wall, click; X flips its swing (hinge side, then the side it opens to)',
  },
  { id: 'window', label: 'Window', key: 'n', title: 'Place a window in a wall (N): point at a wall, click' },
  {
    id: 'dimension',
    label: 'Dimension',
    key: 'm',
    title: 'Measure and dimension (M): click two points (snapped); the dimension is kept on design/dimensions',
  },
];

/** Opening widths offered (inches): interior and bathroom doors up to an entry door; windows. */
export const DOOR_WIDTHS = [24, 28, 30, 32, 36] as const;
export const WINDOW_WIDTHS = [24, 30, 36, 48, 60] as const;
export const DEFAULT_DOOR_WIDTH = 30;
export const DEFAULT_WINDOW_WIDTH = 36;
export const DOOR_LAYER = 'design/doors';
export const WINDOW_LAYER = 'design/windows';
/** As the seeded drawings draw them. */
export const DOOR_STYLE = { stroke: '#5d4037', strokeWidth: 1 };
export const WINDOW_STYLE = { stroke: '#0277bd', fill: '#e1f5fe', strokeWidth: 1 };
export const GLASS_STYLE = { stroke: '#0277bd', strokeWidth: 0.75 };

/** Wall thicknesses offered (inches), as the seeded drawings use them: a bath pod's panels, a partition, an exterior wall. */
export const WALL_THICKNESSES = [
  { inches: 3, label: '3" pod panel' },
  { inches: 4.5, label: '4 1/2" partition' },
  { inches: 6, label: '6" exterior' },
] as const;
export const DEFAULT_WALL_THICKNESS = 4.5;

/** The layer each tool draws on (created when the block has none yet), as the seeded drawings name them. */
export const WALL_LAYER = 'design/walls';
export const ROOM_LAYER = 'design/rooms';

export const WALL_STYLE = { stroke: '#212121', fill: '#616161', strokeWidth: 1 };
export const ROOM_STYLE = { stroke: '#c5cae9', fill: '#f5f7ff', strokeWidth: 0.75 };

export const DEFAULT_FIXTURE: FixtureId = 'toilet';

/** How close (view pixels) the pointer must come to something to snap to it. */
export const SNAP_PX = 10;
