import type { z } from 'zod';
import {
  BASE_SPEC_NAME,
  baseTestSchema,
  baseViewSchema,
  generatorSchema,
  versionCandidateSchema,
  versionedWorkspaceSchema,
} from '@workhub/domain';
import { firestore } from '../../../lib/admin.js';
import { candidatesCollection, workspacesCollection } from '../../../lib/versioned-store.js';
import { baseSpecVersions, newestBaseSpec } from './store.js';
import type { BaseHandler } from '../contract-handler.js';

/** The documents of a query that fit `schema` (one that does not is left out and logged, never half-drawn). */
async function docsOf<S extends z.ZodType>(query: FirebaseFirestore.Query, schema: S, what: string): Promise<z.infer<S>[]> {
  const snap = await query.get();
  const out: z.infer<S>[] = [];
  for (const doc of snap.docs) {
    const parsed = schema.safeParse({ id: doc.id, key: doc.id, ...doc.data() });
    if (parsed.success) out.push(parsed.data);
    else console.warn(`[base] ${what} ${doc.id} does not fit the schema: ${parsed.error.issues[0]?.message ?? ''}`);
  }
  return out;
}

/**
 * GET /base/initial: what /plum/base needs for its first paint: the newest base spec (null before
 * the first), the committed versions (oldest first), the base-spec workspaces (not deleted, newest
 * change first) and their candidates (newest first), the generators, tests and base views.
 */
export const getBaseInitial: BaseHandler<'initial'> = async () => {
  const versions = await baseSpecVersions();
  const [latest, workspaces, candidates, generators, tests, views] = await Promise.all([
    newestBaseSpec(versions),
    docsOf(
      workspacesCollection().where('workspaceType', '==', 'baseSpec').where('deleted', '==', false),
      versionedWorkspaceSchema,
      'workspace',
    ),
    docsOf(candidatesCollection().where('name', '==', BASE_SPEC_NAME).where('projectId', '==', ''), versionCandidateSchema, 'candidate'),
    docsOf(firestore.collection('baseGenerators'), generatorSchema, 'generator'),
    docsOf(firestore.collection('baseTests'), baseTestSchema, 'test'),
    docsOf(firestore.collection('plum/base/views'), baseViewSchema, 'view'),
  ]);
  workspaces.sort((a, b) => b.modified.localeCompare(a.modified) || a.id.localeCompare(b.id));
  candidates.sort((a, b) => b.created.localeCompare(a.created) || a.id.localeCompare(b.id));
  generators.sort((a, b) => a.name.localeCompare(b.name));
  tests.sort((a, b) => a.name.localeCompare(b.name));
  views.sort((a, b) => a.name.localeCompare(b.name));
  return { latest: latest ?? null, versions, workspaces, candidates, generators, tests, views };
};
