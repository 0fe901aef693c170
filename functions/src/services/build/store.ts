import { FieldPath, type DocumentSnapshot } from 'firebase-admin/firestore';
import { formatVersion, parseVersion, storedSchemaOf, type BuildSpec, type BuildType } from '@workhub/domain';
import { HttpError, notFound } from '../../lib/http.js';

import { buildSpecsCollection } from '../../lib/build-specs.js';

export { buildSpecsCollection, releasedVersions } from '../../lib/build-specs.js';

export const HEADER_FIELDS = ['version', 'released', 'releasedBy', 'message'] as const;

/** The stored document id of a version text ('1.2' → 'v1.2.0'). */
export function versionId(text: string): string {
  const parsed = parseVersion(text);
  if (!parsed) throw notFound(`No build specification ${text}`);
  return formatVersion(parsed);
}

/** A stored release read with the domain schema; a document that does not fit is a server fault, not the caller's. */
export function storedSpec(snap: DocumentSnapshot): BuildSpec {
  const result = storedSchemaOf('buildSpecs').safeParse({ version: snap.id, ...snap.data() });
  if (!result.success) throw new HttpError(500, 'stored-data', `The stored build specification ${snap.id} cannot be read`);
  return result.data;
}

/** One release, with only the header and the given types read (all types when none given); 404 when it is not released. */
export async function readSpec(version: string, types?: readonly BuildType[]): Promise<BuildSpec> {
  const ref = buildSpecsCollection().doc(versionId(version));
  const snap = types
    ? (
        await buildSpecsCollection()
          .where(FieldPath.documentId(), '==', ref)
          .select(...HEADER_FIELDS, ...types)
          .get()
      ).docs[0]
    : await ref.get();
  if (!snap?.exists) throw notFound(`No build specification ${version}`);
  return storedSpec(snap);
}
