import { FieldPath } from 'firebase-admin/firestore';
import { entryPresence, type BuildEntry, type buildRoutes } from '@workhub/domain';
import { notFound } from '../../lib/http.js';
import type { ContractHandler } from '../../lib/route-docs.js';
import { buildSpecsCollection } from './store.js';

/**
 * GET /entry?type&name: in which releases one entry exists and where it changed, `{ versions:
 * [{ version, present, changed }] }` oldest first (the version selector strikes through the
 * others). Only that entry's field is read from each release. 404 when no release has it.
 */
export const getEntry: ContractHandler<typeof buildRoutes.entry.schema, typeof buildRoutes.entry.answer> = async (input) => {
  const snap = await buildSpecsCollection().select(new FieldPath(input.type, input.name)).get();
  const specs = snap.docs.map((doc) => {
    const entries = (doc.get(input.type) ?? {}) as Record<string, BuildEntry>;
    const entry = Object.prototype.hasOwnProperty.call(entries, input.name) ? entries[input.name] : undefined;
    return { version: doc.id, entries: entry && typeof entry === 'object' ? { [input.name]: entry } : {} };
  });
  const versions = entryPresence(specs, input.name);
  if (!versions.some((v) => v.present)) throw notFound(`No ${input.type} entry ${input.name} in any build specification`);
  return { versions };
};
