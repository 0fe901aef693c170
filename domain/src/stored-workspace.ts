import { z } from 'zod';

/**
 * A workspace document (`workspaces/{id}`) as a browser reads it live: the keys firestore.rules
 * allows on workspaces, each of its type. Kinds differ in what they carry (block workspaces have
 * no status, class-part ones no units), so only id and name are required here; a reader checks
 * the kind it lists (e.g. workspaceType 'block' and the 'base/blocks/' name).
 */
export const storedWorkspaceSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  workspaceName: z.string().optional(),
  workspaceType: z.string().optional(),
  creator: z.string().optional(),
  user: z.string().optional(),
  // The rules cannot check each entry's type; readers ignore entries that are not user names.
  editors: z
    .array(z.unknown())
    .transform((list) => list.filter((e): e is string => typeof e === 'string'))
    .optional(),
  deleted: z.boolean().optional(),
  units: z.string().optional(),
  major: z.number().int().nonnegative().optional(),
  minor: z.number().int().nonnegative().optional(),
  patch: z.number().int().nonnegative().optional(),
  projectId: z.string().optional(),
  status: z.string().optional(),
  s3Name: z.string().optional(),
});
export type StoredWorkspace = z.infer<typeof storedWorkspaceSchema>;
