import { z } from 'zod';
import { onshapeAssemblyDocumentName, onshapeTemplateName, storedSchemaOf, type ExportKind } from '@workhub/domain';
import { JobFailure, type JobContext, type JobHandlers, type JobOutcome } from '../../jobs/types.js';
import { firestore } from '../../lib/admin.js';
import { classPartsOfAssembly, EngineError, mbomLinesFor } from '../../engines/manufacturing.js';
import { OnshapeError, onshapeFromEnv } from '../../engines/onshape/client.js';
import { EXPORT_COLUMNS, mbomExportRows, pbomExportRows, writeExport } from '../../engines/exports.js';

/**
 * Background job handlers of the opus service, by kind. Each works in a few visible steps (the
 * stage shows each step's substatus). Bulk CAD assign talks to Onshape (engines/onshape).
 */

const assemblyInput = z.object({ projectId: z.string(), assembly: z.string() });
const projectInput = z.object({ projectId: z.string() });

export const OPUS_FAILURE = {
  cadAssignBulk: 'Could not bulk assign CAD.',
  mbom: 'Could not generate mbom.',
  mbomExport: 'Could not export Mbom.',
} as const;

/** An engine's explained failure becomes the kind's message with the explanation as details. */
async function explained<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof EngineError || err instanceof OnshapeError) throw new JobFailure(message, err.message);
    throw err;
  }
}

async function projectBuildSpec(projectId: string): Promise<string> {
  const project = await firestore.collection('projects').doc(projectId).get();
  if (!project.exists) throw new EngineError(`Project ${projectId} not found`);
  const buildSpec = project.get('buildSpec');
  if (typeof buildSpec !== 'string' || !buildSpec) throw new EngineError(`Project ${projectId} has no build spec`);
  return buildSpec;
}

async function readAssembly(projectId: string, assembly: string) {
  const snap = await firestore.collection('projects').doc(projectId).collection('pipe').doc(assembly).get();
  const parsed = storedSchemaOf('pipe').safeParse(snap.data());
  if (!parsed.success) throw new EngineError(`Assembly ${assembly} of ${projectId} not found or malformed`);
  return parsed.data;
}

/**
 * Bulk CAD assign: the assembly gets its own Onshape document, a copy of the company's template
 * document of the assembly for the project's build spec, named after the project assembly. The
 * copy is looked up by that name first, so a retried job (its worker died after Onshape made the
 * copy) or a second assignment finds it instead of copying again.
 */
async function cadAssignBulk(ctx: JobContext): Promise<JobOutcome> {
  const { projectId, assembly } = assemblyInput.parse(ctx.job.input);
  return explained(OPUS_FAILURE.cadAssignBulk, async () => {
    await ctx.progress('reading class parts');
    const pipe = await readAssembly(projectId, assembly);
    const buildSpec = await projectBuildSpec(projectId);
    const parts = await classPartsOfAssembly(buildSpec, pipe.assemblyName);
    const onshape = onshapeFromEnv((call) => ctx.recordCall(call));
    const name = onshapeAssemblyDocumentName(projectId, assembly);
    await ctx.progress('looking for the assembly document in Onshape');
    let [doc] = await onshape.findDocuments(name);
    let copied = false;
    if (!doc) {
      const templateName = onshapeTemplateName(buildSpec, pipe.assemblyName);
      const [template] = await onshape.findDocuments(templateName);
      if (!template) throw new EngineError(`Onshape has no template document '${templateName}'`);
      await ctx.progress('copying the template document');
      const copy = await onshape.copyWorkspace(template.id, template.defaultWorkspace, name);
      doc = { id: copy.documentId, name, defaultWorkspace: copy.workspaceId };
      copied = true;
    }
    const elements = await onshape.assemblies(doc.id, doc.defaultWorkspace);
    const element = elements.find((e) => e.name === pipe.assemblyName) ?? elements[0];
    if (!element) throw new EngineError(`The Onshape document '${name}' (${doc.id}) has no assembly`);
    const onshapeLink = onshape.linkOf(doc.id, doc.defaultWorkspace, element.id);
    return {
      details: `${copied ? 'Copied' : 'Found'} ${name} for ${parts.length} class parts: ${onshapeLink}`,
      stageFields: { onshapeLink },
      result: { onshapeLink, parts: parts.length, copied },
    };
  });
}

async function mbom(ctx: JobContext): Promise<JobOutcome> {
  const { projectId, assembly } = assemblyInput.parse(ctx.job.input);
  return explained(OPUS_FAILURE.mbom, async () => {
    await ctx.progress('reading class parts');
    const pipe = await readAssembly(projectId, assembly);
    const parts = await classPartsOfAssembly(await projectBuildSpec(projectId), pipe.assemblyName);
    await ctx.progress('routing parts');
    const lines = mbomLinesFor(parts, pipe.parts);
    await ctx.progress(`writing ${lines.length} lines`);
    const minutes = lines.reduce((sum, l) => sum + (l.minutes ?? 0), 0);
    return { details: `${lines.length} lines, ${minutes} min`, stageFields: { lines }, result: { lines: lines.length, minutes } };
  });
}

/** Collects the rows, stores them as an export and names it on the stage (`exportId`). */
async function exportBom(ctx: JobContext, kind: ExportKind): Promise<JobOutcome> {
  const { projectId } = projectInput.parse(ctx.job.input);
  await ctx.progress(kind === 'pbom' ? 'collecting purchasing BOMs' : 'collecting manufacturing BOMs');
  const rows = kind === 'pbom' ? await pbomExportRows(projectId) : await mbomExportRows(projectId);
  await ctx.progress(`writing ${rows.length} rows`);
  const exportId = `${projectId}-${kind}-${ctx.jobId.slice(0, 8)}`;
  await writeExport(
    exportId,
    { projectId, kind, createdAt: new Date().toISOString(), createdBy: ctx.job.createdBy, columns: [...EXPORT_COLUMNS[kind]] },
    rows,
  );
  return { substatus: 'exported', details: `${rows.length} rows`, stageFields: { exportId }, result: { exportId, rowCount: rows.length } };
}

export const opusJobs: JobHandlers = {
  'opus.cadAssignBulk': cadAssignBulk,
  'opus.mbom': mbom,
  'opus.mbomExport': (ctx) => explained(OPUS_FAILURE.mbomExport, () => exportBom(ctx, 'mbom')),
  // A purchasing export that fails shows the server's own error as its substatus ('Unknown ERP item LBR-…').
  'opus.pbomExport': async (ctx) => {
    try {
      return await exportBom(ctx, 'pbom');
    } catch (err) {
      if (err instanceof JobFailure) throw err;
      throw new JobFailure(err instanceof Error ? err.message : String(err));
    }
  },
};

/** What a stage shows when an opus job fails for an unnamed reason (core spec section 8). */
export const opusFailureMessages: Record<string, string> = {
  'opus.cadAssignBulk': OPUS_FAILURE.cadAssignBulk,
  'opus.mbom': OPUS_FAILURE.mbom,
  'opus.mbomExport': OPUS_FAILURE.mbomExport,
};
