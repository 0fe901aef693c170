import { paths } from '../../lib/paths';

/** A link of the home page: where it goes, its name, what a staff user finds there. */
export interface HomeLink {
  to: string;
  name: string;
  what: string;
}

/** The areas staff open every morning. */
export const AREAS: readonly HomeLink[] = [
  { to: paths.projects(), name: 'Projects', what: 'Projects, their client, design and base views' },
  { to: paths.pipe(), name: 'Pipeline', what: 'Assemblies, BOMs and material requests' },
  { to: paths.plum(), name: 'Plum', what: 'Class blocks, class parts, build and base specification' },
  { to: paths.blocks(), name: 'Blocks', what: 'The library of building blocks' },
  { to: paths.stockItems(), name: 'Items', what: 'ERP item maintenance' },
  { to: paths.admin(), name: 'Admin', what: 'Jobs, email templates, blocks, live viewer' },
  { to: paths.software(), name: 'Software', what: 'API docs and revisions' },
];

/**
 * The pages reached by address only until issue 27 item 8 (docs/decisions.md "The board's blockers
 * and reach by clicking"): spaces, the build specification, and the project pages without a
 * project in the address (/live, /cost, and /raw for software engineers only, as the server
 * requires; plain staff do not see a link to a page that refuses them).
 */
export function morePages(roles: { isSoftwareEng: boolean } | null): HomeLink[] {
  const links: HomeLink[] = [
    { to: paths.board(), name: 'Pipeline board', what: 'Every assembly × stage, live; blockers in red' },
    { to: paths.spaces(), name: 'Spaces', what: 'Versioned spaces: their layers, candidates and commits' },
    { to: paths.buildRoot(), name: 'Build specification', what: 'Items, systems and rules of a build-spec release' },
    { to: paths.live(), name: 'Live', what: "A project's live document and the live service's answers" },
    { to: paths.chosenTab('cost'), name: 'Cost', what: "A project's cost per system for its build spec" },
  ];
  if (roles?.isSoftwareEng)
    links.push({ to: paths.chosenTab('raw'), name: 'Raw', what: "A project's stored documents as JSON (software engineers)" });
  return links;
}
