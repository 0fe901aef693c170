/** Project phases in the order a project passes through them. */
export const PROJECT_PHASES = ['sales', 'permitting', 'production', 'install', 'service'] as const;
export type ProjectPhase = (typeof PROJECT_PHASES)[number];

/**
 * The milestone catalogue (supporting spec section 4), in an order where every milestone comes
 * after the ones it needs.
 */
export const MILESTONES: readonly { name: string; needs: readonly string[]; phase: ProjectPhase }[] = [
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
];
