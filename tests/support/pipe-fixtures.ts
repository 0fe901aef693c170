import type { Firestore } from 'firebase-admin/firestore';
import { PIPE_STAGES, onshapeAssemblyDocumentName, onshapeTemplateName, type PipeAssembly, type Project } from '@workhub/domain';
import { emptyApprovals } from '@workhub/domain/testing';
import { onshapeFromEnv } from '../../functions/src/engines/onshape/client';

/**
 * Test projects with pipelines, written with the admin SDK: shared by the pipe integration tests
 * (tests/integration/pipe-kit.ts) and the pipeline-run benchmark.
 */

export const BUILD_SPEC = 'v3.2.1';
export const LINK = (doc: string) => `https://cad.onshape.example/documents/${doc}`;

const done = (details = '') => ({
  status: 'done' as const,
  substatus: '',
  details,
  startedBy: 'eero',
  startedAt: '2026-11-01T10:00:00.000Z',
  finishedAt: '2026-11-01T10:01:00.000Z',
});
const fresh = () => ({ status: 'new' as const, substatus: '', details: '' });

/** An assembly document with the first `doneUntil` stages done (pipeAssemblySchema), and any overrides. */
export function assemblyDoc(
  projectId: string,
  key: string,
  assemblyName: string,
  doneUntil = 0,
  overrides: Partial<PipeAssembly> = {},
): PipeAssembly {
  const a = {
    projectId,
    assembly: key,
    module: Number(/^m(\d+)/.exec(key)?.[1] ?? 1),
    assemblyName,
    order: 0,
    approvals: emptyApprovals(),
    manualMaterialRequests: [],
    notes: '',
  } as unknown as PipeAssembly;
  PIPE_STAGES.forEach((stage, i) => Object.assign(a, { [stage]: i < doneUntil ? done() : fresh() }));
  if (doneUntil > 1)
    a.assign = { ...done(LINK(`${projectId.toLowerCase()}-${key}`)), onshapeLink: LINK(`${projectId.toLowerCase()}-${key}`) };
  return { ...a, ...overrides };
}

/** A project as it is before its base is committed: no base, no pipeline (projectSchema). */
export function bareProjectDoc(id: string, clientName = `Test client ${id}`): Project {
  return {
    id,
    clientName,
    apns: [],
    salesforce: { clientName },
    milestones: {},
    buildSlot: null,
    buildSpec: BUILD_SPEC,
    delivered: false,
    phase: 'sales',
    phases: {},
    notes: '',
    links: {},
  };
}

/** A project with a committed base on build spec v3.2.1 (projectSchema). */
export function projectDoc(id: string, assemblyCount: number, modules = 2): Project {
  return {
    ...bareProjectDoc(id),
    phase: 'production',
    base: {
      latest: {
        version: 'v1.0.0',
        buildSpec: BUILD_SPEC,
        modules,
        floorArea: 1200,
        counts: {
          'design/modules': { count: modules, area: 1200 },
          'design/walls': { count: 34, length: 410 },
          'design/doors': { count: 6 },
          'design/windows': { count: 11 },
          'assemblies/floor': { count: 3, area: 1200 },
        },
      },
    },
    assemblyCount,
  };
}

/**
 * The link of a test assembly's own CAD document in Onshape (the stand-in under the test scripts):
 * the company's template for the assembly copied under the project assembly's name, as bulk CAD
 * assign makes it (found again when it exists).
 */
export async function onshapeAssemblyLink(
  projectId: string,
  assembly: string,
  assemblyName: string,
  buildSpec = BUILD_SPEC,
): Promise<string> {
  const onshape = onshapeFromEnv();
  const name = onshapeAssemblyDocumentName(projectId, assembly);
  let [doc] = await onshape.findDocuments(name);
  if (!doc) {
    const [template] = await onshape.findDocuments(onshapeTemplateName(buildSpec, assemblyName));
    if (!template) throw new Error(`Onshape has no template for ${assemblyName} of ${buildSpec}`);
    const copy = await onshape.copyWorkspace(template.id, template.defaultWorkspace, name);
    doc = { id: copy.documentId, name, defaultWorkspace: copy.workspaceId };
  }
  const [element] = await onshape.assemblies(doc.id, doc.defaultWorkspace);
  return onshape.linkOf(doc.id, doc.defaultWorkspace, element!.id);
}

/**
 * Writes a project and its assemblies with the admin SDK. An assembly assigned to the fixture's
 * placeholder link (assemblyDoc) gets its own CAD document in Onshape instead (onshapeAssemblyLink).
 */
export async function createProject(db: Firestore, project: Project, assemblies: PipeAssembly[]): Promise<void> {
  for (const a of assemblies) {
    if (a.assign.status !== 'done' || a.assign.onshapeLink !== LINK(`${project.id.toLowerCase()}-${a.assembly}`)) continue;
    const link = await onshapeAssemblyLink(project.id, a.assembly, a.assemblyName, project.base?.latest?.buildSpec ?? project.buildSpec);
    a.assign = { ...a.assign, details: link, onshapeLink: link };
  }
  const batch = db.batch();
  batch.set(db.doc(`projects/${project.id}`), project);
  for (const a of assemblies) batch.set(db.doc(`projects/${project.id}/pipe/${a.assembly}`), a);
  await batch.commit();
}

/** Removes the project, its assemblies and every background job that targeted them. */
export async function removeProject(db: Firestore, projectId: string): Promise<void> {
  const prefix = `projects/${projectId}/`;
  const jobs = await db.collection('backgroundJobs').where('target.doc', '>=', prefix).where('target.doc', '<', `${prefix}\uf8ff`).get();
  const pipe = await db.collection(`projects/${projectId}/pipe`).get();
  const refs = [...jobs.docs.map((d) => d.ref), ...pipe.docs.map((d) => d.ref), db.doc(`projects/${projectId}`)];
  for (let i = 0; i < refs.length; i += 400) {
    const batch = db.batch();
    refs.slice(i, i + 400).forEach((r) => batch.delete(r));
    await batch.commit();
  }
}

/** Removes the ERP items the local engine created (codes MFG-90000 and up; the seeded ones stay below). */
export async function removeCreatedErpItems(db: Firestore): Promise<void> {
  const created = await db
    .collection('erpItems')
    .where('__name__', '>=', db.doc('erpItems/MFG-90000'))
    .where('__name__', '<=', db.doc('erpItems/MFG-99999'))
    .get();
  for (const doc of created.docs) await doc.ref.delete();
}
