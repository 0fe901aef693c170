/**
 * The calls (route contracts, by their exported name) that no page reaches, each with its reason:
 * the ONE place scripts/calls/reach.test.ts accepts one. An entry whose call a page now reaches
 * fails the test, so the list only shrinks; docs/calls-and-pages.md shows it.
 *
 * One kind of reason is left: LIVE — the page shows the same data from a live Firestore
 * subscription (the spec's shape: the app is bound to live reads), so the HTTP read serves other
 * callers (the docs, scripts, the fuzz test). Every call issue 27 item 1 named as without a page
 * has one now (docs/decisions.md "The last calls get a page").
 */
const LIVE = 'Read live from Firestore by its page';

export const UNREACHED: Readonly<Record<string, string>> = {
  'pickRoutes.lists': `${LIVE}: /stock/picking subscribes to pickLists.`,
  'baseRoutes.spec': `${LIVE}: the base-spec pages subscribe to baseSpecs/{version}.`,
  'baseRoutes.initial': `${LIVE}: the base-spec pages read the versions and views live; the initial spec is for a new deployment's first draft.`,
  'baseRoutes.structureAssets': `${LIVE}: the structure pane subscribes to structure/{projectId}.`,
  'baseRoutes.runs': `${LIVE}: the generator pages subscribe to generatorRuns.`,
  'emailRoutes.sent': `${LIVE}: /admin/mail subscribes to sentMails.`,
  'versionRoutes.list': `${LIVE}: the space and base-spec pages subscribe to versions.`,
  'versionRoutes.workspaces': `${LIVE}: the space and base-spec pages subscribe to workspaces.`,
  'opusRoutes.classParts': `${LIVE}: the class-parts pages subscribe to classParts.`,
  'opusRoutes.classPart': `${LIVE}: the class-part page subscribes to classParts.`,
  'opusRoutes.classPartVersions': `${LIVE}: the class-part page subscribes to classParts.`,
  'opusRoutes.cadAssign': `${LIVE}: the class-part workspace page subscribes to its workspace (onshapeDocuments).`,
  'opusRoutes.routingAssign': `${LIVE}: the class-part workspace page subscribes to its workspace (routings).`,
  'pipeRoutes.assign': `${LIVE}: the pipe tab and board subscribe to the project's pipe.`,
  'pipeRoutes.pbom': `${LIVE}: the pipe tab and board subscribe to the project's pipe.`,
  'pipeRoutes.reassembly': `${LIVE}: the pipe tab and board subscribe to the project's pipe.`,
};
