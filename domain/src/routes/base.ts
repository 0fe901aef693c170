import { z } from 'zod';
import {
  baseSpecAnswerSchema,
  baseSpecApprovalAnswerSchema,
  baseSpecApprovalInputSchema,
  baseSpecGetQuerySchema,
  baseSpecImpactAnswerSchema,
  baseSpecImpactQuerySchema,
  baseSpecInitialAnswerSchema,
  baseSpecInitialQuerySchema,
  baseSpecPostSchema,
  baseSpecWorkspaceAnswerSchema,
  baseSpecWorkspacePatchSchema,
  baseTestInputSchema,
  baseTestQuerySchema,
  calculateQuerySchema,
  changespaceInputSchema,
  compareAnswerSchema,
  generateCompareQuerySchema,
  generateInputSchema,
  generateQuerySchema,
  generateRetryInputSchema,
  generatorsAnswerSchema,
  invokeAnswerSchema,
  invokeInputSchema,
  latestInputSchema,
  runAnswerSchema,
  runInlineAnswerSchema,
  runStartedAnswerSchema,
  runsAnswerSchema,
  structureAssetsQuerySchema,
  structureCalculateInputSchema,
  structurePackageSchema,
  testAnswerSchema,
  testsAnswerSchema,
  updatePricesInputSchema,
  variationListQuerySchema,
} from '../base-spec/index.js';
import {
  blockAssignSchema,
  blockCommitSchema,
  blockContentSchema,
  blockWorkspaceCreateSchema,
  blockWorkspaceDocSchema,
  blockWorkspacePatchSchema,
  blockWorkspaceRefSchema,
  blocksGetSchema,
} from '../blocks/index.js';
import { costsDocSchema, projectSchema } from '../projects/index.js';
import { defineRoute } from './contract.js';
import { docsJsonRoute } from './docs-json.js';

/** GET routes that take no input (an unknown query key is a 400). */
export const baseNoInputSchema = z.strictObject({});

/** A block workspace and its content entry (null when it has none), read with the schemas collab-server uses. */
const blockWorkspaceAnswer = z.object({ workspace: blockWorkspaceDocSchema, content: blockContentSchema.nullable() });

/** A run started as a background job (202), or finished inline (200) when the caller's runAsJob is false. */
const runStartAnswer = z.union([runStartedAnswerSchema, runInlineAnswerSchema]);

/** GET /calculate: the project's price per cost system. */
export const projectPriceSchema = z.object({
  projectId: z.string(),
  version: z.string(),
  currency: z.string(),
  lines: z.array(z.object({ system: z.string(), areaSqFt: z.number(), costPerSqFt: z.number(), total: z.number() })),
  total: z.number(),
  previous: z.object({ version: z.string(), total: z.number() }).optional(),
});

/** GET /variation/list: the committed variations of a project and, when asked, its open workspaces. */
export const variationListSchema = z.object({
  projectId: z.string(),
  versions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      version: z.string(),
      major: z.number(),
      minor: z.number(),
      patch: z.number(),
      creator: z.string(),
      created: z.string(),
      message: z.string(),
    }),
  ),
  workspaces: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        workspaceName: z.string(),
        major: z.number(),
        minor: z.number(),
        patch: z.number(),
        status: z.string(),
        creator: z.string(),
        modified: z.string(),
      }),
    )
    .optional(),
});

const WORKSPACE_REFUSALS = '403 unless the caller created the workspace or is a workspace admin; 404 for an unknown workspace';

/**
 * The base service (core spec section 7; docs/base-spec.md), mounted at /base: the blocks and
 * their workspaces, the base spec, generators and calculations. Every route needs a staff token.
 */
export const baseRoutes = {
  // ── blocks ───────────────────────────────────────────────────────────────────────────────────
  blocks: defineRoute({
    service: 'base',
    method: 'GET',
    path: '/blocks',
    input: 'query',
    schema: blocksGetSchema,
    answer: z.object({ result: z.string(), invalid: z.array(z.object({ id: z.string(), problems: z.array(z.string()) })) }),
    answerText:
      '{ result: the blocks as a JSON string (at most 1000, id order), invalid: the stored blocks that do not fit the block schema (at most 100), each { id, problems } }',
    summary:
      'The current blocks (every version with allVersions=true), with their layers when layerData=true and their assignments when assigns=true.',
  }),
  assign: defineRoute({
    service: 'base',
    method: 'POST',
    path: '/blocks/assign',
    input: 'body',
    schema: blockAssignSchema,
    answer: z.object({
      name: z.string(),
      user: z.string(),
      assign: z.object({ onshapeUrl: z.string(), workspaceId: z.string().optional(), at: z.string() }),
    }),
    errors: '404 for an unknown block',
    summary: "Assigns the current block to a user's Onshape document, replacing the user's earlier assignment.",
  }),
  commit: defineRoute({
    service: 'base',
    method: 'POST',
    path: '/blocks/commit',
    input: 'body',
    schema: blockCommitSchema,
    answer: z.object({ version: z.string(), previousVersion: z.string(), blockId: z.string(), classBlocks: z.array(z.string()) }),
    answerText: '{ version, previousVersion, blockId, classBlocks: the keys of the class blocks refreshed }',
    errors: `${WORKSPACE_REFUSALS}; 409 when the block was committed from elsewhere since the workspace was made; 400 for stored content that does not fit the block schema`,
    summary:
      'Commits a block workspace as the next block version, archives the previous one and refreshes the class blocks holding it; the workspace is removed.',
  }),
  workspace: defineRoute({
    service: 'base',
    method: 'GET',
    path: '/blocks/workspace',
    input: 'query',
    schema: blockWorkspaceRefSchema,
    answer: blockWorkspaceAnswer,
    errors: '404 for an unknown workspace',
    summary: 'A block workspace and its content.',
  }),
  createWorkspace: defineRoute({
    service: 'base',
    method: 'POST',
    path: '/blocks/workspace',
    input: 'body',
    schema: blockWorkspaceCreateSchema,
    answer: z.object({ workspaceId: z.string().min(1) }),
    status: 201,
    errors: '404 for an unknown block; 409 for a stored block that does not fit the block schema',
    summary: "Creates a block workspace on the block's current version, holding its drawing (the user defaults to the caller).",
  }),
  patchWorkspace: defineRoute({
    service: 'base',
    method: 'PATCH',
    path: '/blocks/workspace',
    input: 'body',
    schema: blockWorkspacePatchSchema,
    answer: blockWorkspaceAnswer,
    errors: `${WORKSPACE_REFUSALS}; 400 when the content after the change does not fit the block schema`,
    summary: "Changes a block workspace's layers, units, assignments or editors.",
  }),
  deleteWorkspace: defineRoute({
    service: 'base',
    method: 'DELETE',
    path: '/blocks/workspace',
    input: 'body or query',
    schema: blockWorkspaceRefSchema,
    answer: z.object({ workspaceId: z.string(), deleted: z.literal(true) }),
    errors: WORKSPACE_REFUSALS,
    summary: 'Removes a block workspace and its content without committing.',
  }),

  // ── the base spec (docs/base-spec.md "Base service: the spec") ──────────────────────────────
  spec: defineRoute({
    service: 'base',
    method: 'GET',
    path: '/spec',
    input: 'query',
    schema: baseSpecGetQuerySchema,
    answer: baseSpecAnswerSchema,
    errors: '404 for an unknown version, or before the first base spec is committed',
    summary: 'A committed base spec (by default the newest).',
  }),
  saveSpec: defineRoute({
    service: 'base',
    method: 'POST',
    path: '/spec',
    input: 'body',
    schema: baseSpecPostSchema,
    answer: baseSpecWorkspaceAnswerSchema,
    errors:
      "400 per part ('Not JSON', or the part's path); 403 unless the caller created the workspace or is a workspace admin; 409 for a workspace that is not a base spec's; nothing is written on any refusal",
    summary:
      "Replaces parts (each a JSON string) of a base-spec workspace's content; layers without an order re-derive the draw order, and the result must be a whole base spec.",
  }),
  patchSpecWorkspace: defineRoute({
    service: 'base',
    method: 'PATCH',
    path: '/workspace',
    input: 'body',
    schema: baseSpecWorkspacePatchSchema,
    answer: baseSpecWorkspaceAnswerSchema,
    errors:
      '400 for a bad patch or a result that is not a base spec (fieldErrors patch.<path>); 422 for a patch that does not apply, naming the operation; nothing is written on any refusal',
    summary: 'Applies an RFC 6902 patch to a base-spec workspace; the result must still be a base spec.',
  }),
  initial: defineRoute({
    service: 'base',
    method: 'GET',
    path: '/initial',
    input: 'query',
    schema: baseSpecInitialQuerySchema,
    answer: baseSpecInitialAnswerSchema,
    answerText:
      '{ latest (null before the first base spec), versions (oldest first), workspaces (newest change first), candidates (newest first), generators, tests, views }',
    summary:
      'What the base page needs for its first paint: the newest base spec, its versions, drafts and candidates, the generators, tests and views.',
  }),
  approval: defineRoute({
    service: 'base',
    method: 'POST',
    path: '/spec/approval',
    input: 'body',
    schema: baseSpecApprovalInputSchema,
    answer: baseSpecApprovalAnswerSchema,
    errors:
      'Forbidden (403) naming the role when the caller is not one of its approvers, and when the caller approves a candidate they created; 404 for an unknown candidate; 409 for one that is not an open base-spec candidate',
    summary:
      "Records the caller's approval entry for a role on an open base-spec candidate; a rejection stands until the person who rejected changes it.",
  }),
  impact: defineRoute({
    service: 'base',
    method: 'GET',
    path: '/spec/impact',
    input: 'query',
    schema: baseSpecImpactQuerySchema,
    answer: baseSpecImpactAnswerSchema,
    errors: '404 for an unknown candidate; 409 for one that is not a base-spec candidate or not a base spec',
    summary: "Which projects' drawings a base-spec candidate would change, and how (layers added, removed and restyled).",
  }),

  // ── calculations (docs/base-spec.md "Calculations") ─────────────────────────────────────────
  calculate: defineRoute({
    service: 'base',
    method: 'GET',
    path: '/calculate',
    input: 'query',
    schema: calculateQuerySchema,
    answer: projectPriceSchema,
    answerText:
      '{ projectId, version, currency, lines: one per cost system, total, previous: the total with the costs version before, when there is one }',
    errors: '404 for an unknown project or costs version; 409 for a project without a latest base',
    summary: "A project's price from its latest base and a costs version (by default its build spec's).",
  }),
  structure: defineRoute({
    service: 'base',
    method: 'POST',
    path: '/calculate/structure',
    input: 'body',
    schema: structureCalculateInputSchema,
    answer: z.object({ jobId: z.string().min(1) }),
    status: 202,
    errors: '404 for an unknown project; 409 while a calculation runs, or when the stored structure document does not fit its schema',
    summary:
      "Starts the project's structure calculation as a background job (base.structure on structure/{projectId}.calculation); given inputs become the stored ones.",
  }),
  structureAssets: defineRoute({
    service: 'base',
    method: 'GET',
    path: '/calculate/structure/assets',
    input: 'query',
    schema: structureAssetsQuerySchema,
    answer: z.object({ projectId: z.string(), packages: z.array(structurePackageSchema) }),
    answerText: '{ projectId, packages: newest first, each with its assets }',
    errors: '404 for an unknown project',
    summary: "A project's structure packages and their assets.",
  }),
  changespace: defineRoute({
    service: 'base',
    method: 'POST',
    path: '/changespace',
    input: 'body',
    schema: changespaceInputSchema,
    answer: z.object({ changespaceId: z.string().min(1) }),
    status: 201,
    summary: 'Creates a changespace of the caller (application, name, not deleted) with its contents.',
  }),
  updatePrices: defineRoute({
    service: 'base',
    method: 'POST',
    path: '/updatePrices',
    input: 'body',
    schema: updatePricesInputSchema,
    answer: z.object({ costs: costsDocSchema, previous: costsDocSchema }),
    answerText: '{ costs: what was written, previous: the costs it started from }',
    errors: '404 for a version that is not a build-spec version, or nothing to start from; 400 naming an unknown system',
    summary: 'Writes the costs of a build-spec version from another costs version, scaled by a percentage or with new prices per system.',
  }),
  latest: defineRoute({
    service: 'base',
    method: 'POST',
    path: '/latest',
    input: 'body',
    schema: latestInputSchema,
    answer: z.object({ project: projectSchema.partial().extend({ id: z.string() }) }),
    answerText: '{ project: the project after the change }',
    errors:
      '404 for an unknown project or version; 409 when the version is only a workspace or an open candidate, or its content is not a project base',
    summary:
      "Makes a committed version of a project's base its latest: the latest base derived from its drawing, the pipe and assembly count reconciled in one transaction.",
  }),
  variations: defineRoute({
    service: 'base',
    method: 'GET',
    path: '/variation/list',
    input: 'query',
    schema: variationListQuerySchema,
    answer: variationListSchema,
    answerText: '{ projectId, versions: newest first per name, workspaces: the open ones, only with workspaces=true }',
    errors: '404 for an unknown project',
    summary: "A project's committed variations (latest=patch keeps the newest patch of each minor), and its open workspaces when asked.",
  }),

  // ── generators (docs/base-spec.md "Generators") ─────────────────────────────────────────────
  generators: defineRoute({
    service: 'base',
    method: 'GET',
    path: '/generators',
    input: 'query',
    schema: baseNoInputSchema,
    answer: generatorsAnswerSchema,
    summary: 'Every generator definition, by name.',
  }),
  generate: defineRoute({
    service: 'base',
    method: 'POST',
    path: '/generate',
    input: 'body',
    schema: generateInputSchema,
    answer: runStartAnswer,
    status: 202,
    answerText: "202 { runId, jobId } (job base.generate), or 200 { runId, run } finished at once when the caller's runAsJob is false",
    errors:
      '404 for an unknown generator, project or base-spec version; 409 for a project without a latest base or with a run in flight; 429 at the caller’s cap of runs',
    summary: "Runs a generator on a project's latest base as a background job (the caller's plume settings decide how).",
  }),
  runs: defineRoute({
    service: 'base',
    method: 'GET',
    path: '/generate',
    input: 'query',
    schema: generateQuerySchema,
    answer: z.union([runAnswerSchema, runsAnswerSchema]),
    answerText: '{ run } for a runId, or { runs } of a project (and generator), newest first, at most 50',
    errors: '404 for an unknown run',
    summary: 'One run, or the runs of a project (and generator).',
  }),
  retry: defineRoute({
    service: 'base',
    method: 'POST',
    path: '/generate/retry',
    input: 'body',
    schema: generateRetryInputSchema,
    answer: runStartedAnswerSchema,
    status: 202,
    errors: '404 for an unknown run; 409 while it runs or once it is done',
    summary: 'Starts a stalled or failed run again, as a new job on the same run.',
  }),
  compare: defineRoute({
    service: 'base',
    method: 'GET',
    path: '/generate/compare',
    input: 'query',
    schema: generateCompareQuerySchema,
    answer: compareAnswerSchema,
    answerText: "{ runId, with, layers: per layer before, after and change, in the base spec's draw order }",
    errors: '404 for an unknown run; 409 without a previous run, or when either run has not finished',
    summary: 'A run against another (by default its previous run of the same generator and project), per layer.',
  }),
  invoke: defineRoute({
    service: 'base',
    method: 'POST',
    path: '/invoke',
    input: 'body',
    schema: invokeInputSchema,
    answer: invokeAnswerSchema,
    errors: '404 for an unknown generator or project; 409 without a latest base or a committed base spec',
    summary: "A dry run of a generator on a project (up to a step), the log filtered by the caller's log level; nothing is written.",
  }),
  tests: defineRoute({
    service: 'base',
    method: 'GET',
    path: '/tests',
    input: 'query',
    schema: baseNoInputSchema,
    answer: testsAnswerSchema,
    summary: 'Every generator test, by name.',
  }),
  test: defineRoute({
    service: 'base',
    method: 'GET',
    path: '/test',
    input: 'query',
    schema: baseTestQuerySchema,
    answer: testAnswerSchema,
    errors: '404 for an unknown test',
    summary: 'A generator test and its newest run.',
  }),
  runTest: defineRoute({
    service: 'base',
    method: 'POST',
    path: '/test',
    input: 'body',
    schema: baseTestInputSchema,
    answer: runStartAnswer,
    status: 202,
    answerText: "202 { runId, jobId } (job base.test), or 200 { runId, run } finished at once when the caller's runAsJob is false",
    errors: '404 for an unknown test or project; 409 for a project without a latest base or with a run in flight',
    summary: "Runs a generator test: its generator on its project (or the one given), the verdict in the run's test field.",
  }),

  docsJson: docsJsonRoute('base', 'the base service'),
};
