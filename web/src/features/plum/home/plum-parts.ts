import { classPartCounts, countText, encodePanes, newestVersionText } from '@workhub/domain';
import type { LiveStatus as ReadStatus } from '../../../lib/live-read';
import { paths } from '../../../lib/paths';
import type { LiveCount, PlumHome } from './use-plum-home';

/** One figure of a part: its label and the read it comes from (its status), its value and a hint shown after it. */
export interface PlumFigure {
  id: string;
  label: string;
  status: ReadStatus;
  value: string | number;
  hint?: string;
}

/** One part of the engineering area (a card of /plum): what it is, where to open it, its live figures. */
export interface PlumPart {
  id: string;
  title: string;
  to: string;
  what: string;
  status: ReadStatus;
  /** Shown when the part holds nothing yet. */
  empty: string | null;
  links?: { to: string; label: string }[];
  figures: PlumFigure[];
}

/** The plume frame with one view in its centre pane (docs/base-spec.md "Plume panes"). */
const plumeWith = (view: string) => paths.plume(`?plume=${encodePanes('plume', { centre: { view } })}`);

/** A part's status from its reads: failed if any failed, loading while any loads. */
export const statusOf = (...reads: { status: ReadStatus }[]): ReadStatus =>
  reads.some((r) => r.status === 'error') ? 'error' : reads.some((r) => r.status === 'loading') ? 'loading' : 'success';

const countOf = (read: LiveCount<unknown>) => countText(read.count, read.limit);
/** A figure that counts the documents of a read. */
const counted = (id: string, label: string, read: LiveCount<unknown>): PlumFigure => ({
  id,
  label,
  status: read.status,
  value: countOf(read),
});
/** A figure that names the newest version of a read's documents ('none' for none). */
const newest = (id: string, label: string, read: LiveCount<{ version: string }>): PlumFigure => ({
  id,
  label,
  status: read.status,
  value: newestVersionText(read.docs.map((d) => d.version)) ?? 'none',
});
/** The empty text of a part whose read holds nothing. */
const emptyIf = (read: LiveCount<unknown>, text: string) => (read.count === 0 ? text : null);

/** The parts of /plum in page order, with their figures worked out from the live reads (pure; unit-tested). */
export function plumParts(home: PlumHome): PlumPart[] {
  const { baseSpecs, baseSpecWorkspaces, baseSpecCandidates, baseViews, buildSpecs, classBlocks, classParts } = home;
  const { generators, runsInProgress, tests, structure, costs } = home;
  const parts = classPartCounts(classParts.docs);
  return [
    {
      id: 'baseSpec',
      title: 'Base specification',
      to: paths.baseSpec(),
      what: 'The rulebook for drawings: layers with colour, counts and unit, themes, goals, the draw order, systems, properties and views. Drafts are workspaces; a candidate becomes the next version once design, management and production approve.',
      status: statusOf(baseSpecs, baseSpecWorkspaces, baseSpecCandidates, baseViews),
      empty: emptyIf(baseSpecs, 'No base specification has been committed yet.'),
      figures: [
        newest('baseSpec-version', 'Current version', baseSpecs),
        counted('baseSpec-versions', 'Versions', baseSpecs),
        counted('baseSpec-workspaces', 'Open workspaces', baseSpecWorkspaces),
        counted('baseSpec-candidates', 'Awaiting approval', baseSpecCandidates),
        counted('baseSpec-views', 'Base views', baseViews),
      ],
    },
    {
      id: 'buildSpec',
      title: 'Build specification',
      to: paths.build(),
      what: 'What the factory builds, release by release: blocks, systems, assemblies, items, combinations, processes and install kits.',
      status: buildSpecs.status,
      empty: emptyIf(buildSpecs, 'No build specification has been released yet.'),
      links: [{ to: paths.trunkParts(), label: 'Parts on the trunk' }],
      figures: [newest('buildSpec-trunk', 'Trunk (newest)', buildSpecs), counted('buildSpec-versions', 'Released versions', buildSpecs)],
    },
    {
      id: 'classBlocks',
      title: 'Class blocks',
      to: paths.classBlocks(),
      what: 'Families of blocks by category, with their configurations and the assemblies they drive.',
      status: classBlocks.status,
      empty: emptyIf(classBlocks, 'No class blocks yet.'),
      figures: [
        counted('classBlocks-count', 'Class blocks', classBlocks),
        {
          id: 'classBlocks-categories',
          label: 'Categories',
          status: classBlocks.status,
          value: new Set(classBlocks.docs.map((d) => d.categoryName)).size,
        },
      ],
    },
    {
      id: 'classParts',
      title: 'Class parts',
      to: paths.classParts(),
      what: 'Manufactured parts per building system, each with its versions, CAD documents and routings.',
      status: classParts.status,
      empty: emptyIf(classParts, 'No class parts yet.'),
      figures: [
        { id: 'classParts-count', label: 'Class parts', status: classParts.status, value: parts.parts },
        { ...counted('classParts-versions', 'Versions', classParts), hint: `in ${parts.systems} systems` },
      ],
    },
    {
      id: 'generators',
      title: 'Generators',
      to: paths.baseGenerate(),
      what: 'Turn the base specification and a project into drawings, as background jobs whose progress and log stream into the plume panes.',
      status: statusOf(generators, runsInProgress),
      empty: emptyIf(generators, 'No generators are defined yet.'),
      figures: [counted('generators-count', 'Generators', generators), counted('generators-running', 'Runs in progress', runsInProgress)],
    },
    {
      id: 'tests',
      title: 'Tests',
      to: paths.baseTest(),
      what: 'A generator run against a known project whose drawn layers must meet their expectations.',
      status: tests.status,
      empty: emptyIf(tests, 'No tests are defined yet.'),
      figures: [counted('tests-count', 'Tests', tests)],
    },
    {
      id: 'structure',
      title: 'Structure',
      to: plumeWith('structure'),
      what: 'Structure calculations per project: lot type, parcel lines, dimensions and loads in; calculated versions and packages out.',
      status: structure.status,
      empty: emptyIf(structure, 'No project has structure inputs yet.'),
      figures: [counted('structure-count', 'Projects', structure)],
    },
    {
      id: 'costs',
      title: 'Costs',
      to: plumeWith('costs'),
      what: 'Material, labour and markup per building system for each build-spec version, with the change from the previous version.',
      status: costs.status,
      empty: emptyIf(costs, 'No costs have been entered yet.'),
      figures: [newest('costs-newest', 'Newest', costs), counted('costs-versions', 'Versions with costs', costs)],
    },
  ];
}
