import { BUILD_TYPES, isBlockName, type ProjectTab } from '@workhub/domain';

/** A class-part segment: a system, a class-part name, or a class-part id ('structure~wall-panel-v1.0.0'). */
const CLASS_PART_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_.,:~-]{0,199}$/;

/** A project id in an address ('P-1001'): the pipe service's project id rule. */
const PROJECT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/** The code-split areas of the app; each is one lazily loaded chunk. */
export const areaModules = {
  home: () => import('../features/home/home-route'),
  logout: () => import('./logout-route'),
  admin: () => import('../features/admin/admin-route'),
  outsideSystems: () => import('../features/admin/outside-systems-route'),
  jobs: () => import('../features/jobs/jobs-route'),
  jobEditor: () => import('../features/jobs/job-editor-route'),
  jobsIndex: () => import('../features/jobs/jobs-index-route'),
  blocks: () => import('../features/blocks/blocks-route'),
  block: () => import('../features/blocks/block-route'),
  adminBlocks: () => import('../features/blocks/admin-blocks-route'),
  adminBlock: () => import('../features/blocks/admin-block-route'),
  blockWorkspace: () => import('../features/workspace-editor/editor-route'),
  classBlocks: () => import('../features/plum/class-blocks/class-blocks-route'),
  liveViewer: () => import('../features/live-viewer/live-viewer-route'),
  projects: () => import('../features/projects/projects-route'),
  projectLayout: () => import('../features/projects/project-layout-route'),
  chosenProject: () => import('../features/projects/chosen-project-route'),
  projectTab: () => import('../features/projects/project-tab-route'),
  live: () => import('../features/projects/live-route'),
  pipeTab: () => import('../features/pipeline/pipe-tab-route'),
  opusTab: () => import('../features/pipeline/opus-tab-route'),
  board: () => import('../features/pipeline/board-route'),
  spaces: () => import('../features/spaces/spaces-route'),
  space: () => import('../features/spaces/space-route'),
  space0: () => import('../features/spaces/space0-route'),
  build: () => import('../features/plum/build/build-route'),
  classParts: () => import('../features/plum/class-parts/class-parts-route'),
  classPartWorkspace: () => import('../features/plum/class-parts/class-part-workspace-route'),
  stock: () => import('../features/stock/stock-route'),
  stockItems: () => import('../features/stock/stock-items-route'),
  stockItems2: () => import('../features/stock/stock-items2-route'),
  stockItemsQuery: () => import('../features/stock/stock-items-query-route'),
  item: () => import('../features/stock/item-route'),
  // The engineering area's base specification, generators and calculations (docs/base-spec.md "Pages").
  plumHome: () => import('../features/plum/home/plum-home-route'),
  baseSpec: () => import('../features/plum/base/base-spec-route'),
  baseSpecWorkspace: () => import('../features/plum/base/base-workspace-route'),
  baseGenerate: () => import('../features/plum/plume/base-generate-route'),
  baseTest: () => import('../features/plum/plume/base-test-route'),
  plume: () => import('../features/plum/plume/plume-route'),
  trunkParts: () => import('../features/plum/trunk-parts/trunk-parts-route'),
  // Staff tools (docs/staff-tools.md "Pages").
  emailTemplates: () => import('../features/mail/email-templates-route'),
  emailTemplate: () => import('../features/mail/email-template-route'),
  sentMail: () => import('../features/mail/sent-mail-route'),
  designs: () => import('../features/designs/designs-route'),
  settings: () => import('../features/settings/settings-route'),
  featureFlags: () => import('../features/feature-flags/feature-flags-route'),
  materials: () => import('../features/materials/materials-route'),
  legacyAssets: () => import('../features/legacy-assets/legacy-assets-route'),
  software: () => import('../features/software/software-route'),
  softwareDocs: () => import('../features/software/software-docs-route'),
  softwareDoc: () => import('../features/software/software-doc-route'),
  softwareRevs: () => import('../features/software/software-revs-route'),
  picking: () => import('../features/picking/picking-route'),
} as const;
export type Area = keyof typeof areaModules;

/**
 * The areas that read no data through the Firebase SDKs (reactfire, Firestore): they stay out of
 * the lazily loaded Firebase layout, so the first page (sign-in, home) loads Firebase Auth only.
 */
export const AREAS_WITHOUT_DATA_SDKS: ReadonlySet<Area> = new Set<Area>(['home', 'logout']);

/** The layout route that provides reactfire's SDKs to every other area; its own chunk, like an area. */
export const firebaseSdksLayout = () => import('./firebase-sdks-layout');

type Params = Record<string, string | undefined>;
type Validate = (params: Params) => boolean;

const id =
  (name: string, pattern = /^[A-Za-z0-9][A-Za-z0-9_.,:-]{0,199}$/): Validate =>
  (p) =>
    p[name] === undefined || pattern.test(p[name]);
const oneOf =
  (name: string, values: readonly string[]): Validate =>
  (p) =>
    p[name] === undefined || values.includes(p[name]);
/** A block name, as the base service accepts it (spaces included; no / or ~). */
const blockName =
  (name: string): Validate =>
  (p) =>
    p[name] === undefined || isBlockName(p[name]);
const all =
  (...checks: Validate[]): Validate =>
  (p) =>
    checks.every((check) => check(p));

export interface RouteSpec {
  /** react-router path pattern. */
  path: string;
  /** What the page is, as its heading says. */
  title: string;
  area: Area;
  /** Parameter validation: a failure shows the 404 page. */
  validate?: Validate;
  /** A role flag the signed-in user must have (core spec section 6). */
  requires?: 'isSoftwareEng' | 'isWorkspaceAdmin';
}

/** Every route of the core spec (section 2), outside the jobs area, which nests under its layout. */
export const routeTable: readonly RouteSpec[] = [
  { path: '/', title: 'Work', area: 'home' },
  { path: '/logout', title: 'Logout', area: 'logout' },
  { path: '/space', title: 'Spaces', area: 'spaces' },
  { path: '/space/:id', title: 'Space', area: 'space', validate: id('id') },
  { path: '/space0/:id?', title: 'Space', area: 'space0', validate: id('id') },
  { path: '/live', title: 'Live', area: 'live' },
  { path: '/build', title: 'Build Specification', area: 'build' },
  { path: '/block', title: 'Blocks', area: 'blocks' },
  { path: '/block/:name', title: 'Block', area: 'block', validate: blockName('name') },
  { path: '/admin', title: 'Admin', area: 'admin' },
  { path: '/admin/blocks', title: 'Admin: blocks', area: 'adminBlocks' },
  { path: '/admin/blocks/:name', title: 'Admin: block', area: 'adminBlock', validate: blockName('name') },
  // Not in the spec's route list: the editor of one block workspace (see features/workspace-editor/README.md).
  {
    path: '/admin/blocks/workspace/:workspaceId',
    title: 'Block workspace',
    area: 'blockWorkspace',
    validate: id('workspaceId', /^[A-Za-z0-9_-]{1,200}$/),
  },
  { path: '/admin/email', title: 'Admin: email templates', area: 'emailTemplates' },
  {
    path: '/admin/email/:id',
    title: 'Admin: email template',
    area: 'emailTemplate',
    validate: id('id', /^[A-Za-z0-9][A-Za-z0-9 _.-]{0,199}$/),
  },
  { path: '/admin/mail', title: 'Admin: sent mail', area: 'sentMail' },
  { path: '/admin/features', title: 'Admin: features', area: 'featureFlags' },
  { path: '/admin/live-viewer', title: 'Admin: live viewer', area: 'liveViewer' },
  { path: '/admin/pick', title: 'Admin: picking', area: 'picking' },
  // Not in the spec's route list: issue 24's page of the outside systems (docs/decisions.md "Outside systems page").
  { path: '/admin/systems', title: 'Admin: outside systems', area: 'outsideSystems', requires: 'isWorkspaceAdmin' },
  { path: '/dash', title: 'Projects', area: 'projects' },
  { path: '/dash2', title: 'Pipeline board', area: 'board' },
  { path: '/dash2/:id', title: 'Pipeline board', area: 'board', validate: id('id', PROJECT_ID_PATTERN) },
  { path: '/software', title: 'Software', area: 'software' },
  { path: '/software/docs', title: 'Software: API docs', area: 'softwareDocs' },
  { path: '/software/docs/:api', title: 'Software: API doc', area: 'softwareDoc', validate: id('api') },
  { path: '/software/revs', title: 'Software: revisions', area: 'softwareRevs' },
  { path: '/designs', title: 'Designs', area: 'designs' },
  { path: '/settings', title: 'Settings', area: 'settings' },
  { path: '/materials', title: 'Materials library', area: 'materials' },
  { path: '/legacy-assets', title: 'Legacy assets', area: 'legacyAssets' },
  // Stock and ERP items (docs/stock-erp.md "Pages").
  { path: '/stock', title: 'Stock', area: 'stock' },
  { path: '/stock/items', title: 'Stock: items', area: 'stockItems' },
  { path: '/stock/items2', title: 'Stock: items (live)', area: 'stockItems2' },
  { path: '/stock/items2/query', title: 'Stock: item query', area: 'stockItemsQuery' },
  { path: '/items', title: 'Item', area: 'item' },
  { path: '/plum', title: 'Plum', area: 'plumHome' },
  { path: '/plum/base', title: 'Base specification', area: 'baseSpec' },
  { path: '/plum/base/workspace', title: 'Base specification workspace', area: 'baseSpecWorkspace' },
  { path: '/plum/baseGenerate', title: 'Base generate', area: 'baseGenerate' },
  { path: '/plum/baseTest', title: 'Base test', area: 'baseTest' },
  { path: '/plum/plume', title: 'Plume', area: 'plume' },
  { path: '/plum/trunk-parts', title: 'Trunk parts', area: 'trunkParts' },
  { path: '/plum/build', title: 'Build Specification', area: 'build' },
  { path: '/plum/build/:type', title: 'Build Specification', area: 'build', validate: oneOf('type', BUILD_TYPES) },
  { path: '/plum/build/:type/:name', title: 'Build Specification', area: 'build', validate: all(oneOf('type', BUILD_TYPES), id('name')) },
  // One page for the four: the category is optional, so what a segment means depends on the data.
  { path: '/plum/class-blocks', title: 'Class blocks', area: 'classBlocks' },
  { path: '/plum/class-blocks/:category', title: 'Class blocks', area: 'classBlocks', validate: id('category') },
  { path: '/plum/class-blocks/:category?/:name', title: 'Class block', area: 'classBlocks', validate: all(id('category'), id('name')) },
  {
    path: '/plum/class-blocks/:category?/:name/:block',
    title: 'Class block',
    area: 'classBlocks',
    validate: all(id('category'), id('name'), blockName('block')),
  },
  // One page for the three: the system is optional, so what a segment means depends on the data
  // (a system, or a class part's name or id; ids hold '~').
  { path: '/plum/class-parts', title: 'Class parts', area: 'classParts' },
  {
    path: '/plum/class-parts/workspaces/:workspaceId',
    title: 'Class-part workspace',
    area: 'classPartWorkspace',
    validate: id('workspaceId', /^[A-Za-z0-9_-]{1,200}$/),
  },
  { path: '/plum/class-parts/:system', title: 'Class parts', area: 'classParts', validate: id('system', CLASS_PART_SEGMENT) },
  {
    path: '/plum/class-parts/:system?/:classPart',
    title: 'Class part',
    area: 'classParts',
    validate: all(id('system', CLASS_PART_SEGMENT), id('classPart', CLASS_PART_SEGMENT)),
  },
];

/**
 * The project tabs (core spec section 2). Under a project: /dash/{id}/{tab} (the project's address
 * is /dash/{id}, showing the client tab). Without one: /{tab} works on the chosen project
 * (?project=…, else the last project opened in this browser, else a picker; docs/decisions.md).
 */
export const projectTabRoutes: readonly { tab: ProjectTab; title: string; area: Area; requires?: RouteSpec['requires'] }[] = [
  { tab: 'client', title: 'Client', area: 'projectTab' },
  { tab: 'design', title: 'Design', area: 'projectTab' },
  { tab: 'base', title: 'Base', area: 'projectTab' },
  { tab: 'counts', title: 'Counts', area: 'projectTab' },
  { tab: 'pipe', title: 'Pipe', area: 'pipeTab' },
  { tab: 'opus', title: 'Opus', area: 'opusTab' },
  { tab: 'raw', title: 'Raw', area: 'projectTab', requires: 'isSoftwareEng' },
  { tab: 'cost', title: 'Cost', area: 'projectTab' },
];

/** The project layout's own route: /dash/{id}, its tabs nested. */
export const projectRoute = { path: '/dash/:id', title: 'Project', validate: id('id', PROJECT_ID_PATTERN) } as const;

/** The jobs area: a layout with the list, and the editor of one job. */
export const jobsRoutes = {
  path: '/admin/jobs',
  title: 'Jobs',
  editor: { path: ':id', title: 'Job', validate: id('id', /^[A-Za-z0-9]{1,200}$/) },
} as const;
