import { z } from 'zod';
import {
  cadAssignAnswerSchema,
  cadAssignQuerySchema,
  cadAssignSchema,
  classPartActiveSchema,
  classPartAnswerSchema,
  classPartCommitAnswerSchema,
  classPartCommitSchema,
  classPartCompareAnswerSchema,
  classPartCompareQuerySchema,
  classPartNameQuerySchema,
  classPartQuerySchema,
  classPartRestoreSchema,
  classPartsAnswerSchema,
  classPartsQuerySchema,
  classPartUsageAnswerSchema,
  classPartVersionsAnswerSchema,
  classPartWorkspaceAnswerSchema,
  classPartWorkspaceCreatedSchema,
  classPartWorkspaceCreateSchema,
  classPartWorkspaceDeletedSchema,
  classPartWorkspacePatchSchema,
  classPartWorkspaceRefSchema,
  routingAssignAnswerSchema,
  routingAssignQuerySchema,
  routingAssignSchema,
} from '../class-parts/index.js';
import {
  cadAssignBulkSchema,
  exportFileQuerySchema,
  exportListEntrySchema,
  manufacturingBomSchema,
  projectRefSchema,
} from '../projects/index.js';
import { defineRoute } from './contract.js';
import { docsJsonRoute } from './docs-json.js';

/** A project-wide export job's 202 answer: the job and the project's stage it runs on ('opus.mbom' / 'opus.pbom'). */
export const startedExportAnswer = z.object({ jobId: z.string(), projectId: z.string(), stage: z.string() });

/** Starts a project-wide export (202). */
const exportJob = (path: string, summary: string) =>
  defineRoute({
    service: 'opus',
    method: 'POST',
    path,
    input: 'body',
    schema: projectRefSchema,
    answer: startedExportAnswer,
    status: 202,
    errors: '404 for an unknown project; 409 while it runs',
    summary,
  });

/**
 * The opus service (core spec section 7; docs/projects-pipeline.md "opus"; class parts:
 * docs/versioned-data.md "Class parts"), mounted at /opus.
 */
export const opusRoutes = {
  cadAssignBulk: defineRoute({
    service: 'opus',
    method: 'POST',
    path: '/cadAssign/bulk',
    input: 'body',
    schema: cadAssignBulkSchema,
    answer: z.object({ jobId: z.string(), projectId: z.string(), assembly: z.string(), stage: z.literal('assign') }),
    status: 202,
    errors:
      '404 for an unknown project or assembly; 409 while it runs or before the project assembly is done; 503 when Onshape is not configured',
    summary:
      "Gives the assembly its own Onshape document in the background (job 'opus.cadAssignBulk' on the assembly's assign stage; done: the assign stage's Onshape link; failure 'Could not bulk assign CAD.').",
  }),
  manufacturingBom: defineRoute({
    service: 'opus',
    method: 'POST',
    path: '/manufacturingBom',
    input: 'body',
    schema: manufacturingBomSchema,
    answer: z.object({ jobs: z.array(z.object({ jobId: z.string(), assembly: z.string(), stage: z.literal('mbom') })) }),
    status: 202,
    errors:
      'All or none: an assembly named twice is a 400, an unknown one a 404, one that is running or waiting for its prerequisites (material request, production approval) a 409, and then no job starts',
    summary:
      "Generates the manufacturing BOM of each named assembly (cga), one job 'opus.mbom' per assembly on its mbom stage (failure 'Could not generate mbom.').",
  }),
  manufacturingBomExport: exportJob(
    '/manufacturingBom/export',
    "Exports the lines of every finished manufacturing BOM of the project (job 'opus.mbomExport' on the project's opus.mbom stage; failure 'Could not export Mbom.').",
  ),
  purchasingBomExport: exportJob(
    '/purchasingBom/export',
    "Exports every finished purchasing BOM line of the project joined with its ERP item (job 'opus.pbomExport' on the project's opus.pbom stage; a failure shows the server's error).",
  ),
  cncPackage: defineRoute({
    service: 'opus',
    method: 'GET',
    path: '/cncPackage',
    input: 'query',
    schema: projectRefSchema,
    answer: z.object({
      projectId: z.string(),
      parts: z.array(
        z.object({
          assembly: z.string(),
          module: z.number(),
          classPart: z.string(),
          description: z.string(),
          qty: z.number(),
          routing: z.array(z.string()),
          minutes: z.number(),
        }),
      ),
    }),
    answerText: 'the parts in board order, empty before any manufacturing BOM is done',
    errors: '404 for an unknown project',
    summary:
      "The class parts the CNC router cuts for this project (those routed through 'cnc-router'), from the finished manufacturing BOMs.",
  }),
  exports: defineRoute({
    service: 'opus',
    method: 'GET',
    path: '/exports',
    input: 'query',
    schema: projectRefSchema,
    answer: z.object({ exports: z.array(exportListEntrySchema) }),
    answerText: 'the exports newest first (at most 100)',
    errors: '404 for an unknown project',
    summary: "The project's exports, newest first.",
  }),
  exportFile: defineRoute({
    service: 'opus',
    method: 'GET',
    path: '/exports/file',
    input: 'query',
    schema: exportFileQuerySchema,
    answer: z.unknown(),
    file: true,
    answerText: 'the file itself (CSV or XLSX) as an attachment named like P-1001-pbom-2026-11-24.csv, not the JSON envelope',
    errors: '404 for an unknown export; 409 when one of its chunks is missing or malformed',
    summary:
      'The export as a file, rendered from its stored rows in order: CSV (RFC 4180, a header row of the columns) or XLSX (one sheet, a bold frozen header row, numbers as numbers).',
  }),

  classParts: defineRoute({
    service: 'opus',
    method: 'GET',
    path: '/classParts',
    input: 'query',
    schema: classPartsQuerySchema,
    answer: classPartsAnswerSchema,
    answerText:
      'each part as its newest version with its number of versions, sorted by path; a stored doc that does not fit the schema is left out',
    summary: 'Every class part, or those of one system.',
  }),
  classPart: defineRoute({
    service: 'opus',
    method: 'GET',
    path: '/classPart',
    input: 'query',
    schema: classPartQuerySchema,
    answer: classPartAnswerSchema,
    errors: '404 for an unknown part or version',
    summary: 'One version of a class part, the newest when no version is given.',
  }),
  classPartVersions: defineRoute({
    service: 'opus',
    method: 'GET',
    path: '/classPart/versions',
    input: 'query',
    schema: classPartNameQuerySchema,
    answer: classPartVersionsAnswerSchema,
    errors: '404 for an unknown part',
    summary: 'Every version of the class part, oldest first.',
  }),
  classPartActive: defineRoute({
    service: 'opus',
    method: 'PUT',
    path: '/classPart/active',
    input: 'body',
    schema: classPartActiveSchema,
    answer: classPartAnswerSchema,
    errors: '403 without a staff user; 404 for an unknown id',
    summary:
      "Toggles one version's isActive flag (core spec section 6), the only field of a committed version that changes in place; records who changed it and when. A request that changes nothing writes nothing.",
  }),
  classPartWorkspace: defineRoute({
    service: 'opus',
    method: 'GET',
    path: '/classPart/workspace',
    input: 'query',
    schema: classPartWorkspaceRefSchema,
    answer: classPartWorkspaceAnswerSchema,
    errors: '404 for an unknown workspace',
    summary: 'A class part workspace and its content; every member of staff may read it.',
  }),
  classPartWorkspaceCreate: defineRoute({
    service: 'opus',
    method: 'POST',
    path: '/classPart/workspace',
    input: 'body',
    schema: classPartWorkspaceCreateSchema,
    answer: classPartWorkspaceCreatedSchema,
    status: 201,
    errors:
      'For a name with no versions: 400 without an owner, 404 with a version; 404 for an unknown version; 403 when `user` names someone else and the caller is not a workspace admin',
    summary:
      "A workspace on the newest (or the given) version of the class part `name` (system/name), starting from that version's parts. A name with no versions makes a new class part; the creator is the caller.",
  }),
  classPartWorkspacePatch: defineRoute({
    service: 'opus',
    method: 'PATCH',
    path: '/classPart/workspace',
    input: 'body',
    schema: classPartWorkspacePatchSchema,
    answer: classPartWorkspaceAnswerSchema,
    answerText: 'the workspace and its content after the change, and `ignoredRoutings`: the routing ids not in the catalogue, dropped',
    errors: '403 unless the creator or a workspace admin; 400 for another system or a changed item group; 404 for an unknown workspace',
    summary:
      "Changes the workspace content by the domain rules: properties whole (owner and system from their lists, tiling 1D or 2D, the item group read-only), the system stays the part's own, routings in the order given. The workspace becomes 'inProgress'.",
  }),
  classPartWorkspaceDelete: defineRoute({
    service: 'opus',
    method: 'DELETE',
    path: '/classPart/workspace',
    input: 'body or query',
    schema: classPartWorkspaceRefSchema,
    answer: classPartWorkspaceDeletedSchema,
    errors: '403 unless the creator or a workspace admin; 404 for an unknown workspace',
    summary: 'Removes the workspace and its content without committing.',
  }),
  classPartCommit: defineRoute({
    service: 'opus',
    method: 'POST',
    path: '/classPart/workspace/commit',
    input: 'body',
    schema: classPartCommitSchema,
    answer: classPartCommitAnswerSchema,
    errors:
      '409 when the part moved on since the workspace started, or when a racing commit took the version; 403 unless the creator or a workspace admin; 404 for an unknown workspace',
    summary:
      "Commits the workspace as the part's next version (bump, minor by default; a new part's first version is v1.0.0) and removes the workspace, in one transaction.",
  }),
  cadAssign: defineRoute({
    service: 'opus',
    method: 'GET',
    path: '/cadAssign',
    input: 'query',
    schema: cadAssignQuerySchema,
    answer: cadAssignAnswerSchema,
    errors: '404 for an unknown workspace',
    summary: 'The Onshape documents assigned to a class part workspace.',
  }),
  cadAssignPost: defineRoute({
    service: 'opus',
    method: 'POST',
    path: '/cadAssign',
    input: 'body',
    schema: cadAssignSchema,
    answer: cadAssignAnswerSchema,
    errors:
      '400 for a link that is not an Onshape document on a configured host, or past 50 documents; 403 unless the creator or a workspace admin; 404 for an unknown workspace',
    summary: 'Assigns an Onshape document link to a class part workspace, replacing the entry of the same document element.',
  }),
  cadAssignDelete: defineRoute({
    service: 'opus',
    method: 'DELETE',
    path: '/cadAssign',
    input: 'body or query',
    schema: cadAssignSchema,
    answer: cadAssignAnswerSchema,
    errors: '400 for a link the workspace does not hold; 403 unless the creator or a workspace admin; 404 for an unknown workspace',
    summary: "Removes the entry of that link's document element from a class part workspace.",
  }),
  routingAssign: defineRoute({
    service: 'opus',
    method: 'GET',
    path: '/routingAssign',
    input: 'query',
    schema: routingAssignQuerySchema,
    answer: routingAssignAnswerSchema,
    errors: '404 for an unknown workspace',
    summary: "A class part workspace's routings, in order.",
  }),
  routingAssignPost: defineRoute({
    service: 'opus',
    method: 'POST',
    path: '/routingAssign',
    input: 'body',
    schema: routingAssignSchema,
    answer: routingAssignAnswerSchema,
    errors: '403 unless the creator or a workspace admin; 404 for an unknown workspace',
    summary:
      "Adds a catalogue routing (by its URL or id) at the end of a class part workspace's routings; one already there, or not in the catalogue, is ignored and nothing is written.",
  }),
  routingAssignDelete: defineRoute({
    service: 'opus',
    method: 'DELETE',
    path: '/routingAssign',
    input: 'body or query',
    schema: routingAssignSchema,
    answer: routingAssignAnswerSchema,
    errors: '403 unless the creator or a workspace admin; 404 for an unknown workspace',
    summary: "Removes a routing from a class part workspace's routings (ignored when not there).",
  }),
  classPartCompare: defineRoute({
    service: 'opus',
    method: 'GET',
    path: '/classPart/compare',
    input: 'query',
    schema: classPartCompareQuerySchema,
    answer: classPartCompareAnswerSchema,
    errors: '404 for an unknown part or version',
    summary:
      "What changed from version `from` to version `to`, in the business's words ('Owner changed from Greta to Hiro', 'Routing cnc-router added'); an empty list when they are the same.",
  }),
  classPartUsage: defineRoute({
    service: 'opus',
    method: 'GET',
    path: '/classPart/usage',
    input: 'query',
    schema: classPartNameQuerySchema,
    answer: classPartUsageAnswerSchema,
    errors: '404 for an unknown part',
    summary:
      "What uses the class part: build specs (released versions, same-named items of its system, the system's configured group assemblies), class blocks driving those assemblies, and projects' pipe parts naming one of its versions.",
  }),
  classPartRestore: defineRoute({
    service: 'opus',
    method: 'POST',
    path: '/classPart/restore',
    input: 'body',
    schema: classPartRestoreSchema,
    answer: classPartCommitAnswerSchema,
    status: 201,
    answerText: '{ version, classPartId, restoredFrom }: the new version, which records the version it restores',
    errors: '404 for an unknown part or version; 409 when a racing commit took the version',
    summary:
      "Makes a new version (the minor bump of the newest) whose content is `version`'s: a forward change, never an overwrite; the old and the newest versions stay as they are.",
  }),
  docsJson: docsJsonRoute('opus', 'the opus service'),
};
