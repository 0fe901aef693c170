import { z } from 'zod';
import {
  blockContentSchema,
  blockListingSchema,
  blockWorkspaceDocSchema,
  problemsOf,
  type BlockLayers,
  type BlockListing,
  type InvalidBlock,
} from '@workhub/domain';
import { serviceClient } from './service-client';
import { answerParser } from './answer';

const client = serviceClient('base');

export type { BlockListing } from '@workhub/domain';

/** The answer of GET /blocks: the listed blocks (a JSON string) and those the service could not read. */
const blockListAnswerSchema = z.object({
  result: z.string(),
  invalid: z.array(z.object({ id: z.string(), problems: z.array(z.string()) })).optional(),
});

/**
 * Each listed block parsed on its own: one that does not fit joins the service's `invalid`
 * list instead of failing the whole list.
 */
function blockListOf(answer: unknown): { blocks: BlockListing[]; invalid: InvalidBlock[] } {
  const { result, invalid = [] } = parsed(blockListAnswerSchema, answer, 'block list');
  const entries = parsed(z.array(z.unknown()), JSON.parse(result), 'block list');
  const blocks: BlockListing[] = [];
  const unreadable: InvalidBlock[] = [...invalid];
  for (const entry of entries) {
    const block = blockListingSchema.safeParse(entry);
    if (block.success) blocks.push(block.data);
    else {
      const id = (entry as { id?: unknown } | null)?.id;
      unreadable.push({ id: typeof id === 'string' ? id : '(no id)', problems: problemsOf(block.error) });
    }
  }
  return { blocks, invalid: unreadable };
}

/**
 * GET /blocks/workspace: the workspace document and its content entry, read with the domain's
 * schemas of both (the ones the base service and collab-server use).
 */
const workspaceWithContentSchema = z.object({ workspace: blockWorkspaceDocSchema, content: blockContentSchema.nullable().optional() });
export type { BlockWorkspace, BlockWorkspaceContentData } from '@workhub/domain';

/** Parses a service answer; a shape we do not understand is an error, not a half-drawn page. */
const parsed = answerParser('base');

export interface BlockQuery {
  allVersions?: boolean;
  layerData?: boolean;
  assigns?: boolean;
}

/** The base service (core spec section 7): blocks and block workspaces. */
export const baseService = {
  /** Blocks (a JSON string in data.result), and the stored blocks that could not be read. */
  async blocks(query: BlockQuery = {}): Promise<{ blocks: BlockListing[]; invalid: InvalidBlock[] }> {
    const data = await client.get<unknown>('/blocks', {
      allVersions: query.allVersions ?? false,
      layerData: query.layerData ?? false,
      assigns: query.assigns ?? false,
    });
    return blockListOf(data);
  },
  /** Opens a workspace on the current version of a block; returns its id. */
  async createBlockWorkspace(blockName: string, units?: string): Promise<string> {
    const data = await client.post<{ workspaceId: string }>('/blocks/workspace', { name: blockName, ...(units ? { units } : {}) });
    return parsed(z.object({ workspaceId: z.string().min(1) }).passthrough(), data, 'workspace answer').workspaceId;
  },
  async blockWorkspace(workspaceId: string) {
    const data = await client.get<unknown>('/blocks/workspace', { workspaceId });
    return parsed(workspaceWithContentSchema, data, 'workspace');
  },
  /** Writes the layers into the workspace content (what commit then publishes). */
  saveBlockWorkspace: (workspaceId: string, layerData: BlockLayers) =>
    client.patch<unknown>('/blocks/workspace', { workspaceId, layerData }),
  deleteBlockWorkspace: (workspaceId: string) => client.delete<unknown>('/blocks/workspace', { workspaceId }),
  /** Publishes the workspace content as the block's next version (the workspace is removed). */
  async commitBlockWorkspace(workspaceId: string, message: string): Promise<string | undefined> {
    const data = await client.post<{ version?: string }>('/blocks/commit', { workspaceId, message });
    return typeof data?.version === 'string' ? data.version : undefined;
  },
};
