/** Placeholders replaced by the calculations feature (docs/base-spec.md "Plume panes"). */
export interface StructurePaneProps {
  projectId: string;
}
export interface CostsPaneProps {
  /** The build-spec version whose costs are shown (compared with the one before); the newest when absent. */
  version?: string;
}

export function StructurePane({ projectId }: StructurePaneProps) {
  return <p className="muted">Structure of {projectId}: not built yet.</p>;
}

export function CostsPane({ version }: CostsPaneProps) {
  return <p className="muted">Costs {version ?? ''}: not built yet.</p>;
}
