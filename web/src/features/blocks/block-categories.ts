import type { BlockListing } from '../../services/base-service';

export interface BlockCategory {
  name: string;
  blocks: BlockListing[];
}

/** A block without a category is listed under this name. */
export const UNCATEGORISED = 'other';

/** Blocks by category (categories and blocks alphabetically), optionally filtered by a text in the name. */
export function blocksByCategory(blocks: readonly BlockListing[], filter = ''): BlockCategory[] {
  const needle = filter.trim().toLowerCase();
  const groups = new Map<string, BlockListing[]>();
  for (const block of blocks) {
    if (needle && !block.name.toLowerCase().includes(needle)) continue;
    const category = block.categoryName?.trim() || UNCATEGORISED;
    groups.set(category, [...(groups.get(category) ?? []), block]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, list]) => ({ name, blocks: [...list].sort((a, b) => a.name.localeCompare(b.name)) }));
}
