import { classPartUsage, type UsageBuildSpec, type UsageClassBlock, type UsagePipe } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { existingVersionsOf } from './class-part-store.js';
import type { OpusHandler } from './served.js';

const record = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * GET /classPart/usage ?name=system/name: what uses the class part (the rules: domain
 * class-parts/usage.ts): build specs (released versions, same-named items of its system, the
 * system's configured group assemblies), class blocks driving those assemblies, and projects'
 * pipe parts (projects/{id}/pipe/{assembly} `parts.parts[].classPart`) naming one of its
 * versions. 404 for an unknown part.
 */
export const getClassPartUsage: OpusHandler<'classPartUsage'> = async (input) => {
  const versions = await existingVersionsOf(input.name);
  const [specs, blocks, pipes] = await Promise.all([
    firestore.collection('buildSpecs').select('version', 'systems', 'items').get(),
    firestore.collection('classBlocks').select('key', 'assemblies').get(),
    firestore.collectionGroup('pipe').select('parts').get(),
  ]);
  const buildSpecs: UsageBuildSpec[] = specs.docs.map((doc) => ({
    version: str(doc.get('version')) ?? doc.id,
    systems: record(doc.get('systems')) as UsageBuildSpec['systems'],
    items: Object.fromEntries(
      Object.entries(record(doc.get('items'))).map(([name, item]) => [
        name,
        { system: str(record(item).system), classPart: str(record(item).classPart) },
      ]),
    ),
  }));
  const classBlocks: UsageClassBlock[] = blocks.docs.map((doc) => ({
    key: str(doc.get('key')) ?? doc.id,
    assemblies: list(doc.get('assemblies')).flatMap((a) => (str(record(a).name) ? [{ name: str(record(a).name)! }] : [])),
  }));
  const pipeParts: UsagePipe[] = pipes.docs
    .filter((doc) => doc.ref.parent.parent?.parent.id === 'projects')
    .map((doc) => ({
      projectId: doc.ref.parent.parent!.id,
      assembly: doc.id,
      parts: list(record(doc.get('parts')).parts).flatMap((p) => {
        const part = record(p);
        const name = str(part.name);
        return name ? [{ name, qty: typeof part.qty === 'number' ? part.qty : 1, classPart: str(part.classPart) }] : [];
      }),
    }));
  const { system, name } = versions[0]!;
  const usage = classPartUsage(
    { path: input.name, system, name, versions },
    {
      buildSpecs: [...buildSpecs].sort((a, b) => a.version.localeCompare(b.version, 'en', { numeric: true })),
      classBlocks,
      pipes: pipeParts,
    },
  );
  return { name: input.name, ...usage };
};
