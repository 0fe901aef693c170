import { blockWorkspaceContentOf, currentBlockVersion, newBlockWorkspace, type BlockUnits, type StoredBlock } from '@workhub/domain';
import type { SeedDoc } from './types.js';
import { isoAt } from '../clock.js';

/** The seeded block workspaces: fixed ids, so tests and the editor can open them by id. */
export const SEEDED_BLOCK_WORKSPACES: readonly {
  id: string;
  creator: string;
  user: string;
  units: BlockUnits;
  /** The block: the first current block of this category that has (or has not) archived versions. */
  pick: { category: string; revised: boolean };
  editors?: string[];
}[] = [
  { id: 'block-ws-eero', creator: 'eero', user: 'eero', units: 'in', pick: { category: 'kitchen', revised: false } },
  { id: 'block-ws-zaha', creator: 'zaha', user: 'zaha', units: 'ft', pick: { category: 'bath', revised: true }, editors: ['eero', 'jean'] },
  { id: 'block-ws-ada', creator: 'ada', user: 'frances', units: 'in', pick: { category: 'module', revised: false } },
];

export interface BlockWorkspaceSeed {
  /** `workspaces/{id}`. */
  workspaces: SeedDoc[];
  /** The content entry of each: the seed writes it to `workspaces/{id}/content/{data.documentId}`. */
  content: SeedDoc[];
}

/**
 * Three block workspaces on current blocks, by different creators, one with editors; each starts
 * from the block's current version as the base service reads it (currentBlockVersion), so each
 * can be committed as it is.
 */
export function buildBlockWorkspaces(blocks: readonly SeedDoc[]): BlockWorkspaceSeed {
  const current = blocks.filter((b) => !('version' in b.data));
  const archivedOf = (name: unknown) => blocks.filter((b) => b.data.name === name && 'version' in b.data).map((b) => b.data.version);
  const used = new Set<string>();
  const out: BlockWorkspaceSeed = { workspaces: [], content: [] };
  for (const [n, spec] of SEEDED_BLOCK_WORKSPACES.entries()) {
    const block = current.find(
      (b) => !used.has(b.id) && b.data.categoryName === spec.pick.category && archivedOf(b.data.name).length > 0 === spec.pick.revised,
    );
    if (!block) throw new Error(`No block for seeded workspace ${spec.id}`);
    used.add(block.id);
    const data = block.data as StoredBlock;
    const workspace = newBlockWorkspace({
      id: spec.id,
      blockName: data.name,
      creator: spec.creator,
      user: spec.user,
      units: spec.units,
      version: currentBlockVersion(data, archivedOf(data.name)),
      editors: spec.editors ?? [],
      // Made over the last week, each edited since (the list tells them apart by these times).
      at: isoAt(-6 + n * 2, 9 * 60 + n * 17),
    });
    const updatedAt = isoAt(-1 + n * 0.5, 10 * 60 + n * 23);
    out.workspaces.push({ id: spec.id, data: { ...workspace, updatedAt } });
    out.content.push({ id: spec.id, data: { ...blockWorkspaceContentOf(data) } });
  }
  return out;
}
