import type { ProjectTab } from '@workhub/domain';

/**
 * Every link of the app, built in one place (STYLE.md: URLs come from one `paths` object, never
 * string-built in components). Each parameter is URL-encoded here, so a block named
 * 'Bath 5x8' links to /block/Bath%205x8 and its page finds it again.
 */
const part = (value: string) => encodeURIComponent(value);
/** '?v=…' for a version, '' for none (the newest). */
const versionQuery = (v?: string | null) => (v ? `?v=${part(v)}` : '');

export type LiveViewerKind = 'project' | 'block' | 'workspace';

export const paths = {
  home: () => '/',
  projects: () => '/dash',
  project: (id: string) => `/dash/${part(id)}`,
  projectTab: (id: string, tab: ProjectTab) => `/dash/${part(id)}/${tab}`,
  /** A tab without a project in the path, on the chosen project (given, or the last one opened). */
  chosenTab: (tab: ProjectTab, projectId?: string) => (projectId ? `/${tab}?project=${part(projectId)}` : `/${tab}`),
  board: () => '/dash2',
  projectBoard: (id: string) => `/dash2/${part(id)}`,
  live: (projectId?: string) => (projectId ? `/live?project=${part(projectId)}` : '/live'),
  pipe: () => '/pipe',
  // Stock and ERP items (docs/stock-erp.md "Pages"). The live table's query is its address's search.
  stock: () => '/stock',
  stockMaintenance: () => '/stock/items',
  stockItems: (search = '') => `/stock/items2${search}`,
  stockItemsQuery: (search = '') => `/stock/items2/query${search}`,
  /** One item's full ERP document. */
  item: (itemCode?: string) => (itemCode ? `/items?code=${part(itemCode)}` : '/items'),
  software: () => '/software',
  // Storage, materials and legacy assets (docs/staff-tools.md).
  materials: () => '/materials',
  legacyAssets: (projectId?: string) => (projectId ? `/legacy-assets?project=${part(projectId)}` : '/legacy-assets'),
  logout: () => '/logout',
  admin: () => '/admin',
  jobs: () => '/admin/jobs',
  job: (id: string) => `/admin/jobs/${part(id)}`,
  email: () => '/admin/email',
  emailTemplate: (name: string) => `/admin/email/${part(name)}`,
  /** The sent-mail record; with an id, that mail opened. */
  sentMail: (id?: string) => (id ? `/admin/mail?mail=${part(id)}` : '/admin/mail'),
  pick: () => '/admin/pick',
  /** Which outside systems are configured and reachable (workspace admins). */
  outsideSystems: () => '/admin/systems',
  softwareDocs: () => '/software/docs',
  softwareDoc: (api: string) => `/software/docs/${part(api)}`,
  softwareRevs: () => '/software/revs',
  liveViewer: (watch?: { kind: LiveViewerKind; id: string }) =>
    watch ? `/admin/live-viewer?kind=${watch.kind}&id=${part(watch.id)}` : '/admin/live-viewer',
  blocks: () => '/block',
  block: (name: string) => `/block/${part(name)}`,
  adminBlocks: () => '/admin/blocks',
  adminBlock: (name: string) => `/admin/blocks/${part(name)}`,
  blockWorkspace: (workspaceId: string) => `/admin/blocks/workspace/${part(workspaceId)}`,
  plum: () => '/plum',
  // Base specification, generators and calculations (docs/base-spec.md "Pages").
  baseSpec: (v?: string | null) => `/plum/base${versionQuery(v)}`,
  baseSpecWorkspace: (workspaceId?: string) => `/plum/base/workspace${workspaceId ? `?workspace=${encodeURIComponent(workspaceId)}` : ''}`,
  baseGenerate: (search = '') => `/plum/baseGenerate${search}`,
  baseTest: (search = '') => `/plum/baseTest${search}`,
  plume: (search = '') => `/plum/plume${search}`,
  trunkParts: () => '/plum/trunk-parts',
  classBlocks: () => '/plum/class-blocks',
  classBlockCategory: (category: string) => `/plum/class-blocks/${part(category)}`,
  classBlock: (category: string, name: string) => `/plum/class-blocks/${part(category)}/${part(name)}`,
  classBlockBlock: (category: string, name: string, block: string) => `/plum/class-blocks/${part(category)}/${part(name)}/${part(block)}`,
  // Versioned engineering data (docs/versioned-data.md). A query (the version v, the panel
  // layout) is added by the page that owns it.
  spaces: () => '/space',
  space: (id: string) => `/space/${part(id)}`,
  space0: (id?: string) => (id ? `/space0/${part(id)}` : '/space0'),
  /** The build specification at the core spec's own address (/build; the same page as /plum/build). */
  buildRoot: () => '/build',
  /** The build specification; `v` names the version shown (none: the newest). */
  build: (v?: string | null) => `/plum/build${versionQuery(v)}`,
  buildType: (type: string, v?: string | null) => `/plum/build/${part(type)}${versionQuery(v)}`,
  buildEntry: (type: string, name: string, v?: string | null) => `/plum/build/${part(type)}/${part(name)}${versionQuery(v)}`,
  classParts: () => '/plum/class-parts',
  classPartSystem: (system: string) => `/plum/class-parts/${part(system)}`,
  classPart: (system: string, classPart: string) => `/plum/class-parts/${part(system)}/${part(classPart)}`,
  classPartWorkspace: (workspaceId: string) => `/plum/class-parts/workspaces/${part(workspaceId)}`,
  // Settings and feature flags (docs/staff-tools.md "Settings and features as built").
  settings: () => '/settings',
  featureFlags: () => '/admin/features',
} as const;

/** The two block areas share their pages: the public library and the admin list. */
export type BlocksBase = 'public' | 'admin';
export const blocksPathOf = (base: BlocksBase) => (base === 'admin' ? paths.adminBlocks() : paths.blocks());
export const blockPathOf = (base: BlocksBase, name: string) => (base === 'admin' ? paths.adminBlock(name) : paths.block(name));
