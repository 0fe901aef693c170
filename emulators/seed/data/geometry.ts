/** A drawn object as blocks and workspaces store it: points are a flat x,y list in inches. */
export interface DrawnObject {
  name: string;
  type: 'rect' | 'polygon' | 'polyline';
  points: number[];
  style?: { stroke: string; fill?: string; strokeWidth: number; dash?: number[] };
}

/** Quarter-inch precision, as a shop drawing would give. */
export function quarterInch(value: number): number {
  return Math.round(value * 4) / 4;
}
