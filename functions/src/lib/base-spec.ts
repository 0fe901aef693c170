import { baseSpecDocSchema, compareVersions, parseVersion, type BaseSpecDoc } from '@workhub/domain';
import { firestore } from './admin.js';
import { notFound } from './http.js';
import { conflict } from './errors.js';

/* The committed base specs (`baseSpecs/{version}`), read by the base service's generators and the diagrams service. */

/** `baseSpecs/{version}`; 404 when unknown. */
export async function loadBaseSpec(version: string): Promise<BaseSpecDoc> {
  const snap = await firestore.collection('baseSpecs').doc(version).get();
  if (!snap.exists) throw notFound(`No base spec ${version}`);
  const parsed = baseSpecDocSchema.safeParse(snap.data());
  if (!parsed.success) throw conflict(`The stored base spec ${version} is damaged`);
  return parsed.data;
}

/** The newest committed base spec's version. */
export async function newestBaseSpecVersion(): Promise<string | undefined> {
  const snap = await firestore.collection('baseSpecs').select().get();
  const versions = snap.docs.map((d) => ({ id: d.id, v: parseVersion(d.id) })).filter((x) => x.v);
  versions.sort((a, b) => compareVersions(b.v!, a.v!));
  return versions[0]?.id;
}
