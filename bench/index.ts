import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printFigures, type Figure } from './report';
import { firstPageSize } from './first-page-size';
import { coldStart } from './cold-start';
import { yjsDocumentSize } from './yjs-document-size';
import { collabPropagation } from './collab-propagation';
import { browserPropagation } from './browser-propagation';
import { canvasRender } from './canvas-render';
import { snapPreview } from './snap-preview';
import { boardLatency } from './board-latency';
import { boardRender } from './board-render';
import { pipelineRun } from './pipeline-run';
import { pipelineFromBase } from './pipeline-from-base';
import { versionCommit } from './version-commit';
import { versionSelector } from './version-selector';
import { changeList } from './change-list';
import { itemTable } from './item-table';
import { itemLiveChange } from './item-live-change';
import { baseSpecOpen } from './base-spec-open';
import { generatorRun } from './generator-run';
import { generatorLogLive } from './generator-log-live';
import { mail } from './mail';
import { designsPage } from './designs-page';
import { outsideSystems } from './outside-systems';
import { firstLoads } from './first-loads';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every benchmark: name and runner. `npm run bench -- NAME` runs only those named. */
const benchmarks: Record<string, (root: string) => Promise<Figure[]>> = {
  'first-page-size': firstPageSize,
  'cold-start': coldStart,
  'yjs-document-size': yjsDocumentSize,
  'collab-propagation': collabPropagation,
  'browser-propagation': browserPropagation,
  'canvas-render': canvasRender,
  'snap-preview': snapPreview,
  'board-latency': boardLatency,
  'board-render': boardRender,
  // Before pipeline-run: its ERP items are then made on a fresh ERP stand-in store, as in a first project.
  'pipeline-from-base': pipelineFromBase,
  'pipeline-run': pipelineRun,
  'version-commit': versionCommit,
  'version-selector': versionSelector,
  'change-list': changeList,
  'item-table': itemTable,
  'item-live-change': itemLiveChange,
  'base-spec-open': baseSpecOpen,
  'generator-run': generatorRun,
  'generator-log-live': generatorLogLive,
  mail,
  'outside-systems': outsideSystems,
  'designs-page': designsPage,
  'first-loads': firstLoads,
};

const only = process.argv.slice(2);
const unknown = only.filter((name) => !(name in benchmarks));
if (unknown.length) throw new Error(`Unknown benchmark(s): ${unknown.join(', ')}; known: ${Object.keys(benchmarks).join(', ')}`);
let failed = false;
for (const [name, run] of Object.entries(benchmarks)) {
  if (only.length && !only.includes(name)) continue;
  try {
    printFigures(name, await run(root));
  } catch (error) {
    failed = true;
    console.error(`\n## ${name}: FAILED\n${(error as Error).message}`);
  }
}
process.exit(failed ? 1 : 0);
