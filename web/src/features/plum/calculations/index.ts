/**
 * What other features may use of the calculations feature (docs/base-spec.md "Pages"): the
 * structure and costs panes the plume frame shows.
 */
export { StructurePane, CostsPane } from './panes';
export type { StructurePaneProps, CostsPaneProps } from './panes';
