import { z } from 'zod';

/** Project phases in the order a project passes through them. */
export const PROJECT_PHASES = ['sales', 'permitting', 'production', 'install', 'service'] as const;
export type ProjectPhase = (typeof PROJECT_PHASES)[number];

/**
 * The milestone catalogue (supporting spec section 4), in an order where every milestone comes
 * after the ones it needs.
 */
export const MILESTONES = [
  { name: 'permittingPayment', needs: [], phase: 'sales' },
  { name: 'permittingStarted', needs: [], phase: 'permitting' },
  { name: 'productionPayment', needs: ['permittingStarted'], phase: 'permitting' },
  { name: 'productionStarted', needs: ['productionPayment'], phase: 'production' },
  { name: 'siteworkComplete', needs: ['productionStarted'], phase: 'production' },
  { name: 'productionComplete', needs: ['productionStarted'], phase: 'production' },
  { name: 'installStarted', needs: ['siteworkComplete', 'productionComplete'], phase: 'install' },
  { name: 'installComplete', needs: ['installStarted'], phase: 'install' },
  { name: 'balancePayment', needs: ['installComplete'], phase: 'install' },
  { name: 'serviceStarted', needs: ['installComplete'], phase: 'service' },
] as const satisfies readonly { name: string; needs: readonly string[]; phase: ProjectPhase }[];

export type MilestoneName = (typeof MILESTONES)[number]['name'];
export const MILESTONE_NAMES = MILESTONES.map((m) => m.name) as [MilestoneName, ...MilestoneName[]];
export const milestoneNameSchema = z.enum(MILESTONE_NAMES);

/** The eleven milestone groups with their row position (supporting spec section 4; colour not specified). */
export const MILESTONE_GROUPS = [
  { name: 'Sales', row: 4 },
  { name: 'Payment', row: 5 },
  { name: 'Base', row: 1 },
  { name: 'Cad', row: 3 },
  { name: 'Permitting', row: 2 },
  { name: 'Sitework', row: 4 },
  { name: 'Procurement', row: 5 },
  { name: 'Manufacturing', row: 1 },
  { name: 'Logistics', row: 2 },
  { name: 'Install', row: 3 },
  { name: 'Final', row: 4 },
] as const;
