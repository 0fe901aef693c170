import type { ReactNode } from 'react';
import { STAGE_LABELS, stageDisplayStatus, type PipeAssembly, type PipeStage } from '@workhub/domain';
import { ErrorNote, useAsync, useNow } from '../../components/kit';
import { useAddressSearch } from '../../lib/address';
import { pipeService } from '../../services/pipe-service';
import {
  ActivityView,
  BomTreeView,
  BomView,
  CgaView,
  CutListView,
  LayersView,
  QseeView,
  SketchView,
  SnapshotView,
  SupportedView,
  type NotYet,
} from './pipe-read-views';
import { STATUS_TEXT } from './stage-display';

/**
 * The pipe tab's Reads (issue 27 item 1): the pipe service's reads of the chosen assembly and of
 * its project, one at a time (the address keeps which: ?read=cutList). Each is read when shown and
 * again on 'Read again'; they are answers at one moment, where the stages above are live.
 */

interface Ctx {
  projectId: string;
  assembly: PipeAssembly;
  notYet: NotYet;
}

interface ReadTab {
  id: string;
  label: string;
  /** Whether it reads the chosen assembly or the whole project. */
  scope: 'assembly' | 'project';
  what: string;
  render: (ctx: Ctx) => ReactNode;
}

const TABS: readonly ReadTab[] = [
  {
    id: 'bom',
    label: 'BOM',
    scope: 'assembly',
    what: 'the BOM',
    render: (c) => (
      <ReadPane what="the BOM" readKey={key(c, 'bom')} load={() => pipeService.bom(c.projectId, c.assembly.assembly)}>
        {(data) => <BomView data={data} notYet={c.notYet} />}
      </ReadPane>
    ),
  },
  {
    id: 'bomTree',
    label: 'BOM tree',
    scope: 'project',
    what: 'the BOM tree',
    render: (c) => (
      <ReadPane what="the BOM tree" readKey={key(c, 'bomTree')} load={() => pipeService.bomTree(c.projectId)}>
        {(data) => <BomTreeView data={data} chosen={c.assembly.assembly} />}
      </ReadPane>
    ),
  },
  {
    id: 'cutList',
    label: 'Cut list',
    scope: 'assembly',
    what: 'the cut list',
    render: (c) => (
      <ReadPane what="the cut list" readKey={key(c, 'cutList')} load={() => pipeService.cutList(c.projectId, c.assembly.assembly)}>
        {(data) => <CutListView data={data} notYet={c.notYet} />}
      </ReadPane>
    ),
  },
  {
    id: 'sketch',
    label: 'Sketch layers',
    scope: 'assembly',
    what: 'the sketch layers',
    render: (c) => (
      <ReadPane what="the sketch layers" readKey={key(c, 'sketch')} load={() => pipeService.sketch(c.projectId, c.assembly.assembly)}>
        {(data) => <SketchView data={data} />}
      </ReadPane>
    ),
  },
  {
    id: 'supported',
    label: 'Can run',
    scope: 'project',
    what: 'which stages can run',
    render: (c) => (
      <ReadPane what="which stages can run" readKey={key(c, 'supported')} load={() => pipeService.supported(c.projectId)}>
        {(data) => <SupportedView data={data} />}
      </ReadPane>
    ),
  },
  {
    id: 'cga',
    label: 'Group assemblies',
    scope: 'project',
    what: 'the group assemblies',
    render: (c) => (
      <ReadPane what="the group assemblies" readKey={key(c, 'cga')} load={() => pipeService.cga(c.projectId)}>
        {(data) => <CgaView data={data} chosen={c.assembly.assembly} />}
      </ReadPane>
    ),
  },
  {
    id: 'qsee',
    label: 'Needs attention',
    scope: 'project',
    what: 'what needs attention',
    render: (c) => (
      <ReadPane what="what needs attention" readKey={key(c, 'qsee')} load={() => pipeService.qsee(c.projectId)}>
        {(data) => <QseeView data={data} />}
      </ReadPane>
    ),
  },
  {
    id: 'layers',
    label: 'Layers',
    scope: 'project',
    what: 'the quantities by layer',
    render: (c) => (
      <ReadPane what="the quantities by layer" readKey={key(c, 'layers')} load={() => pipeService.layers(c.projectId)}>
        {(data) => <LayersView data={data} />}
      </ReadPane>
    ),
  },
  {
    id: 'snapshot',
    label: 'Snapshot',
    scope: 'project',
    what: 'the snapshot',
    render: (c) => (
      <ReadPane what="the snapshot" readKey={key(c, 'snapshot')} load={() => pipeService.snapshot(c.projectId)}>
        {(data) => <SnapshotView data={data} />}
      </ReadPane>
    ),
  },
  {
    id: 'changespace',
    label: 'Activity',
    scope: 'project',
    what: 'the pipeline activity',
    render: (c) => (
      <ReadPane what="the pipeline activity" readKey={key(c, 'changespace')} load={() => pipeService.changespace(c.projectId)}>
        {(data) => <ActivityView data={data} />}
      </ReadPane>
    ),
  },
];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A read's key: an assembly's reads again for another assembly, a project's once per project. */
const key = (c: Ctx, read: string) => {
  const tab = TABS.find((t) => t.id === read);
  return tab?.scope === 'project' ? `${c.projectId}|${read}` : `${c.projectId}|${c.assembly.assembly}|${read}`;
};

/** One read: its answer drawn by `children`, a clear error, and the raw answer folded away. */
function ReadPane<T>({
  what,
  readKey,
  load,
  children,
}: {
  what: string;
  readKey: string;
  load: () => Promise<T>;
  children: (data: T) => ReactNode;
}) {
  const read = useAsync(load, readKey);
  return (
    <div className="pipe-read" data-testid="pipe-read" data-status={read.status}>
      <div className="pipe-read-toolbar">
        <button type="button" onClick={read.reload} disabled={read.status === 'loading'}>
          {read.status === 'loading' ? 'Reading…' : 'Read again'}
        </button>
      </div>
      {read.status === 'error' && (
        <ErrorNote data-testid="pipe-read-error">
          Could not read {what}: {read.error.message}
        </ErrorNote>
      )}
      {read.status === 'loading' && read.data === undefined && <p className="page-loading">Reading {what}…</p>}
      {read.data !== undefined && (
        <>
          {children(read.data)}
          <details className="pipe-read-raw">
            <summary>Raw answer</summary>
            <pre>{JSON.stringify(read.data, null, 2)}</pre>
          </details>
        </>
      )}
    </div>
  );
}

export function PipeReads({ projectId, assembly }: { projectId: string; assembly: PipeAssembly }) {
  const [params, setParams] = useAddressSearch();
  const now = useNow(false);
  const tab = TABS.find((t) => t.id === params.get('read')) ?? TABS[0]!;
  const choose = (id: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('read', id);
        return next;
      },
      { replace: true },
    );
  const notYet: NotYet = (stage: PipeStage) => {
    const status = stageDisplayStatus(assembly[stage], now);
    return status === 'done' ? null : `Nothing yet: the ${STAGE_LABELS[stage]} stage is ${STATUS_TEXT[status].label}.`;
  };
  const generated = assembly.projectAssembly.status === 'done';
  return (
    <section className="pipe-reads" aria-label="Reads" data-testid="pipe-reads">
      <h2>Reads</h2>
      <div className="pipe-reads-tabs" role="tablist" aria-label="Reads">
        {TABS.map((t) => (
          <button key={t.id} type="button" role="tab" aria-selected={t === tab} data-read={t.id} onClick={() => choose(t.id)}>
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab.label} data-read={tab.id}>
        <p className="hint">
          {capitalised(
            tab.scope === 'assembly' ? `${tab.what} of ${assembly.assemblyName} (${assembly.assembly})` : `${tab.what} of ${projectId}`,
          )}
          , as the pipe service reads it now.
        </p>
        {tab.scope === 'assembly' && !generated && (
          <p className="empty" data-testid="reads-not-generated">
            {assembly.assemblyName} is not generated yet (Project assembly:{' '}
            {STATUS_TEXT[stageDisplayStatus(assembly.projectAssembly, now)].label}): its BOM, cut list and sketch fill in once the pipeline
            has generated it and read its parts.
          </p>
        )}
        {tab.render({ projectId, assembly, notYet })}
      </div>
    </section>
  );
}
