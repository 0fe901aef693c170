/** The calculations feature's plume panes (docs/base-spec.md "Plume panes"): structure and costs. */
export { StructurePane, type StructurePaneProps } from './structure-pane';
export { CostsPane, type CostsPaneProps } from './costs-pane';
