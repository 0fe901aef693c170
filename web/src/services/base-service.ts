import { z } from 'zod';
import { baseRoutes, blockListingSchema, problemsOf, type BlockLayers, type BlockListing, type InvalidBlock } from '@workhub/domain';
import { callRoute } from './service-client';

export type { BlockListing } from '@workhub/domain';

/**
 * Each listed block parsed on its own: one that does not fit joins the service's `invalid`
 * list instead of failing the whole list.
 */
function blockListOf({ result, invalid }: z.output<typeof baseRoutes.blocks.answer>): { blocks: BlockListing[]; invalid: InvalidBlock[] } {
  const entries = z.array(z.unknown()).safeParse(JSON.parse(result));
  if (!entries.success) throw new Error(`base: unexpected block list (result: ${entries.error.issues[0]?.message ?? 'invalid'})`);
  const blocks: BlockListing[] = [];
  const unreadable: InvalidBlock[] = [...invalid];
  for (const entry of entries.data) {
    const block = blockListingSchema.safeParse(entry);
    if (block.success) blocks.push(block.data);
    else {
      const id = (entry as { id?: unknown } | null)?.id;
      unreadable.push({ id: typeof id === 'string' ? id : '(no id)', problems: problemsOf(block.error) });
    }
  }
  return { blocks, invalid: unreadable };
}

export type { BlockWorkspace, BlockWorkspaceContentData } from '@workhub/domain';

export interface BlockQuery {
  allVersions?: boolean;
  layerData?: boolean;
  assigns?: boolean;
}

/**
 * The base service (core spec section 7): blocks and block workspaces, each call read with its
 * route's contract (domain/src/routes/base.ts): the workspace with the domain's schemas of the
 * workspace and its content (the ones the base service and collab-server use).
 */
export const baseService = {
  /** Blocks (a JSON string in data.result), and the stored blocks that could not be read. */
  async blocks(query: BlockQuery = {}): Promise<{ blocks: BlockListing[]; invalid: InvalidBlock[] }> {
    const answer = await callRoute(baseRoutes.blocks, {
      allVersions: String(query.allVersions ?? false) as 'true' | 'false',
      layerData: String(query.layerData ?? false) as 'true' | 'false',
      assigns: String(query.assigns ?? false) as 'true' | 'false',
    });
    return blockListOf(answer);
  },
  /** Opens a workspace on the current version of a block; returns its id. */
  async createBlockWorkspace(blockName: string, units?: string): Promise<string> {
    const input = { name: blockName, ...(units ? { units } : {}) } as z.input<typeof baseRoutes.createWorkspace.schema>;
    return (await callRoute(baseRoutes.createWorkspace, input)).workspaceId;
  },
  /** POST /blocks/assign: assigns the current block to a user's Onshape document (replacing their earlier one). */
  assignBlock: (input: z.input<typeof baseRoutes.assign.schema>) => callRoute(baseRoutes.assign, input),
  /** POST /base/changespace: a changespace of the caller with its contents; answers its id. */
  createChangespace: async (input: z.input<typeof baseRoutes.changespace.schema>): Promise<string> =>
    (await callRoute(baseRoutes.changespace, input)).changespaceId,
  blockWorkspace: (workspaceId: string) => callRoute(baseRoutes.workspace, { workspaceId }),
  /** Writes the layers into the workspace content (what commit then publishes). */
  saveBlockWorkspace: (workspaceId: string, layerData: BlockLayers): Promise<unknown> =>
    callRoute(baseRoutes.patchWorkspace, { workspaceId, layerData }),
  deleteBlockWorkspace: (workspaceId: string): Promise<unknown> => callRoute(baseRoutes.deleteWorkspace, { workspaceId }),
  /** Publishes the workspace content as the block's next version (the workspace is removed). */
  async commitBlockWorkspace(workspaceId: string, message: string): Promise<string | undefined> {
    return (await callRoute(baseRoutes.commit, { workspaceId, message })).version;
  },
};
