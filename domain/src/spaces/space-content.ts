import { z } from 'zod';

/**
 * The content of a versioned space (supporting spec §3 "Versioned space": content (layers),
 * metadata, warnings), as the spaces pages read it from the version service. A layer is any JSON
 * value (usually `{ objects: [...] }`); metadata maps a key to a value; warnings are a list.
 */
export const spaceContentSchema = z.object({
  layers: z.record(z.string(), z.unknown()),
  metadata: z.record(z.string(), z.unknown()),
  warnings: z.array(z.unknown()),
});
export type SpaceContent = z.infer<typeof spaceContentSchema>;

/** A new space starts from this content. */
export const emptySpaceContent = (): SpaceContent => ({ layers: {}, metadata: {}, warnings: [] });
