import { z } from 'zod';
import { formatBlockVersion, parseBlockVersion, FIRST_BLOCK_VERSION } from './block-workspace.js';

/**
 * Class blocks (core spec section 3): a family of blocks that one configurable Onshape model
 * builds, e.g. kitchen/galley with the blocks kitchen-galley-10x12 and kitchen-galley-12x14.
 * Stored in the `classBlocks` collection (doc id = key with '~' for '/'), written only by the
 * base service (seed, block commit); staff read them live.
 */
export const CONFIGURATION_TYPES = ['string', 'number', 'boolean'] as const;

export const classBlockConfigurationSchema = z
  .object({
    name: z.string().min(1).max(100),
    /** The allowed values, when the configuration is a list. */
    values: z
      .array(z.union([z.string(), z.number()]))
      .max(200)
      .optional(),
    /** The value type, when the configuration is free (or boolean). */
    type: z.enum(CONFIGURATION_TYPES).optional(),
  })
  .strict();
export type ClassBlockConfiguration = z.infer<typeof classBlockConfigurationSchema>;

export const classBlockAssemblySchema = z
  .object({
    name: z.string().min(1).max(200),
    /** Onshape configuration parameter -> value this class block sets on the assembly. */
    onshapeConfigurations: z.record(z.string().min(1).max(100), z.union([z.string(), z.number(), z.boolean()])),
  })
  .strict();
export type ClassBlockAssembly = z.infer<typeof classBlockAssemblySchema>;

export const classBlockSchema = z
  .object({
    /** category/name */
    key: z.string().min(3),
    categoryName: z.string().min(1),
    name: z.string().min(1),
    /** Names of the blocks of this class. */
    blocks: z.array(z.string().min(1)),
    /** v{major}.{minor}.{patch}; a patch bump each time one of its blocks gets a new version. */
    version: z.string().regex(/^v\d+\.\d+\.\d+$/),
    configurations: z.array(classBlockConfigurationSchema),
    assemblies: z.array(classBlockAssemblySchema),
    /** Block name -> its current version, as of the last refresh. */
    blockVersions: z.record(z.string(), z.string()).optional(),
    modified: z.string().optional(),
    modifiedBy: z.string().optional(),
  })
  .strict();
export type ClassBlock = z.infer<typeof classBlockSchema>;

/** A block category: its name plus its class blocks (core spec section 3). */
export interface BlockCategory {
  name: string;
  classBlocks: ClassBlock[];
}

export const classBlockKey = (categoryName: string, name: string) => `${categoryName}/${name}`;
export const classBlockDocId = (key: string) => key.replace(/\//g, '~');

/**
 * How a configuration reads (core spec section 3): 'true | false' for a boolean, else its values
 * joined by ' | ', else its type in parentheses.
 */
export function describeConfiguration(configuration: ClassBlockConfiguration): string {
  if (configuration.type === 'boolean') return 'true | false';
  if (configuration.values && configuration.values.length > 0) return configuration.values.join(' | ');
  return `(${configuration.type ?? 'string'})`;
}

/** Categories in name order, each with its class blocks in name order. */
export function groupByCategory(classBlocks: readonly ClassBlock[]): BlockCategory[] {
  const byName = new Map<string, ClassBlock[]>();
  for (const classBlock of classBlocks) {
    const list = byName.get(classBlock.categoryName) ?? [];
    list.push(classBlock);
    byName.set(classBlock.categoryName, list);
  }
  return [...byName.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, list]) => ({ name, classBlocks: [...list].sort((a, b) => a.name.localeCompare(b.name)) }));
}

/** What a class-blocks address points at. */
export type ClassBlockTarget =
  { kind: 'index' } | { kind: 'category'; category: string } | { kind: 'classBlock'; key: string; block?: string } | { kind: 'notFound' };

/**
 * Resolves the segments after /plum/class-blocks. The category is optional in the spec's routes
 * (/{category?}/{name} and /{category?}/{name}/{block}), so one segment is a category when one has
 * that name, else a class block's name; two segments are category/name when the first is a
 * category, else name/block. A name without its category must be unambiguous.
 */
export function resolveClassBlockPath(segments: readonly string[], classBlocks: readonly ClassBlock[]): ClassBlockTarget {
  const isCategory = (s: string) => classBlocks.some((c) => c.categoryName === s);
  const byKey = (category: string, name: string) => classBlocks.find((c) => c.categoryName === category && c.name === name);
  const byName = (name: string) => {
    const matches = classBlocks.filter((c) => c.name === name);
    return matches.length === 1 ? matches[0] : undefined;
  };
  const withBlock = (classBlock: ClassBlock | undefined, block?: string): ClassBlockTarget => {
    if (!classBlock) return { kind: 'notFound' };
    if (block === undefined) return { kind: 'classBlock', key: classBlock.key };
    return classBlock.blocks.includes(block) ? { kind: 'classBlock', key: classBlock.key, block } : { kind: 'notFound' };
  };
  const [first, second, third] = segments;
  switch (segments.length) {
    case 0:
      return { kind: 'index' };
    case 1:
      return isCategory(first!) ? { kind: 'category', category: first! } : withBlock(byName(first!));
    case 2:
      return isCategory(first!) ? withBlock(byKey(first!, second!)) : withBlock(byName(first!), second);
    case 3:
      return withBlock(byKey(first!, second!), third);
    default:
      return { kind: 'notFound' };
  }
}

/**
 * "Commit refreshes class blocks" (core spec section 4): the class block that holds a committed
 * block records the block's new version and takes the next patch version itself.
 */
export function refreshClassBlock(
  classBlock: Pick<ClassBlock, 'version' | 'blockVersions'>,
  change: { blockName: string; blockVersion: string; at: string; by: string },
): Pick<ClassBlock, 'version' | 'blockVersions' | 'modified' | 'modifiedBy'> {
  const version = parseBlockVersion(classBlock.version) ?? FIRST_BLOCK_VERSION;
  return {
    version: formatBlockVersion({ ...version, patch: version.patch + 1 }),
    blockVersions: { ...classBlock.blockVersions, [change.blockName]: change.blockVersion },
    modified: change.at,
    modifiedBy: change.by,
  };
}
