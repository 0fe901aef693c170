/** What a block drawing is asked for, and what it gives back. */
import type { DrawnObject } from '../geometry.js';

export type BlockLayersDrawn = Record<string, { objects: DrawnObject[] }>;

export interface BlockDrawingSpec {
  category: string;
  variant: string;
  /** Outside size in inches. */
  width: number;
  height: number;
}

/** Wall thicknesses: a prefabricated bath pod's panels, an interior partition, an exterior wall. */

/** Wall thicknesses (inches): a prefabricated bath pod's panels, an interior partition, an exterior wall. */
export const WALL = { pod: 3, partition: 4.5, exterior: 6 } as const;
