import { classPartSummaryOf, sortClassPartVersions, storedSchemaOf, type ClassPartVersion } from '@workhub/domain';
import { classPartsCollection } from './class-part-store.js';
import type { OpusHandler } from './served.js';

/**
 * GET /classParts ?system: every class part (of one system when given) as its newest version
 * with its number of versions, sorted by path. A stored doc that does not fit the schema is left out.
 */
export const listClassParts: OpusHandler<'classParts'> = async (input) => {
  const query = input.system ? classPartsCollection().where('system', '==', input.system) : classPartsCollection();
  const snap = await query.get();
  const byPath = new Map<string, ClassPartVersion[]>();
  for (const doc of snap.docs) {
    const parsed = storedSchemaOf('classParts').safeParse({ ...doc.data(), id: doc.id });
    if (parsed.success) byPath.set(parsed.data.path, [...(byPath.get(parsed.data.path) ?? []), parsed.data]);
  }
  const classParts = [...byPath.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, versions]) => {
      const sorted = sortClassPartVersions(versions);
      return classPartSummaryOf(sorted[sorted.length - 1]!, sorted.length);
    });
  return { classParts };
};
