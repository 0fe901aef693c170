/**
 * The calls (route contracts, by their exported name) that no page reaches, each with its reason:
 * the ONE place scripts/calls/reach.test.ts accepts one. An entry whose call a page now reaches
 * fails the test, so the list only shrinks; docs/calls.md shows it.
 *
 * Two kinds of reason: LIVE — the page shows the same data from a live Firestore subscription
 * (the spec's shape: the app is bound to live reads), so the HTTP read serves other callers (the
 * docs, scripts, the fuzz test); NO_PAGE_YET — issue 27 item 1 names it as built and tested on the
 * server but without a page yet.
 */
const LIVE = 'Read live from Firestore by its page';
const NO_PAGE_YET = 'No page yet (issue 27, item 1)';

export const UNREACHED: Readonly<Record<string, string>> = {
  'pickRoutes.lists': `${LIVE}: /stock/picking subscribes to pickLists.`,
  'baseRoutes.assign': `${NO_PAGE_YET}: assigning a block to an Onshape document (the engineer's block page).`,
  'baseRoutes.spec': `${LIVE}: the base-spec pages subscribe to baseSpecs/{version}.`,
  'baseRoutes.patchSpecWorkspace': `${NO_PAGE_YET}: the base-spec editor saves whole parts (POST /base/spec); a JSON-patch edit has no page.`,
  'baseRoutes.initial': `${LIVE}: the base-spec pages read the versions and views live; the initial spec is for a new deployment's first draft.`,
  'baseRoutes.structureAssets': `${LIVE}: the structure pane subscribes to structure/{projectId}.`,
  'baseRoutes.changespace': `${NO_PAGE_YET}: changespaces with contents written from the browser.`,
  'baseRoutes.runs': `${LIVE}: the generator pages subscribe to generatorRuns.`,
  'emailRoutes.sent': `${LIVE}: /admin/mail subscribes to sentMails.`,
  'versionRoutes.latest': `${LIVE}: the space and base-spec pages subscribe to versions.`,
  'versionRoutes.list': `${LIVE}: the space and base-spec pages subscribe to versions.`,
  'versionRoutes.workspaces': `${LIVE}: the space and base-spec pages subscribe to workspaces.`,
  'workspaceRoutes.create': `${NO_PAGE_YET}: the workspace endpoints (class parts and spaces use their own services' routes).`,
  'workspaceRoutes.trash': `${NO_PAGE_YET}: the workspace endpoints.`,
  'workspaceRoutes.update': `${NO_PAGE_YET}: the workspace endpoints.`,
  'workspaceRoutes.putEntries': `${NO_PAGE_YET}: the workspace endpoints.`,
  'workspaceRoutes.setEntryFields': `${NO_PAGE_YET}: the workspace endpoints.`,
  'firebaseRoutes.workspace': `${NO_PAGE_YET}: the workspace endpoints (pages subscribe to workspaces/{id}).`,
  'firebaseRoutes.content': `${NO_PAGE_YET}: the workspace endpoints (pages subscribe to the content).`,
  'storageRoutes.post': `${NO_PAGE_YET}: datatype bundle files and the base file.`,
  'storageRoutes.delete': `${NO_PAGE_YET}: datatype bundle files and the base file.`,
  'cloudRoutes.upload': `${NO_PAGE_YET}: the binary upload read.`,
  'cloudRoutes.delete': `${NO_PAGE_YET}: deleting an uploaded file.`,
  'opusRoutes.classParts': `${LIVE}: the class-parts pages subscribe to classParts.`,
  'opusRoutes.classPart': `${LIVE}: the class-part page subscribes to classParts.`,
  'opusRoutes.classPartVersions': `${LIVE}: the class-part page subscribes to classParts.`,
  'opusRoutes.cadAssign': `${LIVE}: the class-part workspace page subscribes to its workspace (onshapeDocuments).`,
  'opusRoutes.routingAssign': `${LIVE}: the class-part workspace page subscribes to its workspace (routings).`,
  'pipeRoutes.assign': `${LIVE}: the pipe tab and board subscribe to the project's pipe.`,
  'pipeRoutes.pbom': `${LIVE}: the pipe tab and board subscribe to the project's pipe.`,
  'pipeRoutes.reassembly': `${LIVE}: the pipe tab and board subscribe to the project's pipe.`,
};
