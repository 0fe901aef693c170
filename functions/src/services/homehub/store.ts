import {
  LEGACY_ASSETS_JOB_KIND,
  legacyDesignVersions,
  NEW_STAGE,
  parseStoredDocument,
  storedSchemaOf,
  suggestedModelo,
  versionKey,
  type LegacyAssetsDoc,
  type LegacyAssetsState,
  type LegacyVersion,
} from '@workhub/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { firestore } from '../../lib/admin.js';
import { notFound } from '../../lib/http.js';
import type { LegacyAssetProject as ProjectFacts } from '@workhub/domain';
import { conflict } from '../../lib/errors.js';

export const LEGACY_ASSETS = 'legacyAssets';
export const legacyRef = (projectId: string) => firestore.collection(LEGACY_ASSETS).doc(projectId);
export { LEGACY_ASSETS_JOB_KIND };

/** The facts of an existing project; 404 when there is none. */
export async function projectFacts(projectId: string): Promise<ProjectFacts> {
  const snap = await firestore.collection('projects').doc(projectId).get();
  if (!snap.exists) throw notFound(`Project ${projectId} does not exist`);
  return factsOf(snap);
}

/**
 * A project read with the collection registry's project schema: its name is the client's name
 * (projects have no `name`), its latest base gives the version, floor area and modules. An
 * unreadable project is a 409.
 */
function factsOf(snap: Pick<DocumentSnapshot, 'id' | 'data'>): ProjectFacts {
  const parsed = parseStoredDocument('projects', snap.id, snap.data() ?? {});
  if (!parsed.success) throw conflict(`projects/${snap.id} is not readable`);
  const project = parsed.data as { clientName: string; base?: { latest?: { version: string; floorArea?: number; modules?: number } } };
  const latest = project.base?.latest;
  return {
    id: snap.id,
    name: project.clientName,
    ...(latest ? { latestVersion: latest.version } : {}),
    ...(latest?.floorArea !== undefined ? { floorArea: latest.floorArea } : {}),
    ...(latest?.modules !== undefined ? { modules: latest.modules } : {}),
  };
}

/** The stored document read with its schema (absent: none yet); an unreadable one is a 409. */
export function legacyDocOf(snap: DocumentSnapshot, projectId: string): LegacyAssetsDoc {
  if (!snap.exists) return { projectId, versions: {} };
  const parsed = storedSchemaOf('legacyAssets').safeParse(snap.data());
  if (!parsed.success) throw conflict(`legacyAssets/${projectId} is not readable`);
  return parsed.data;
}

/** The project's design versions, each with its generation state (new when never generated), newest first. */
export function stateOf(project: ProjectFacts, doc: LegacyAssetsDoc): LegacyAssetsState {
  const modelo = suggestedModelo(project.floorArea);
  const known = legacyDesignVersions(project.latestVersion);
  const stored = Object.values(doc.versions).map((v) => v.version);
  const versions = [...new Set([...known, ...stored])].map((version): LegacyVersion & { key: string } => {
    const key = versionKey(version);
    return { key, ...(doc.versions[key] ?? { ...NEW_STAGE, version, modelo, assets: [] }) };
  });
  versions.sort((a, b) => compareVersions(b.version, a.version));
  return { projectId: project.id, modelo, versions, ...(doc.designPackage ? { designPackage: doc.designPackage } : {}) };
}

const compareVersions = (a: string, b: string) => {
  const pa = a.slice(1).split('.').map(Number);
  const pb = b.slice(1).split('.').map(Number);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
};

/** GET /homehub/legacyAssets: the refreshed state of one project. */
export async function readState(projectId: string): Promise<LegacyAssetsState> {
  const [project, snap] = await Promise.all([projectFacts(projectId), legacyRef(projectId).get()]);
  return stateOf(project, legacyDocOf(snap, projectId));
}
