import { APPROVAL_ROLES, PIPE_STAGES, STAGE_LABELS, formatUtc, type PipeStage } from '@workhub/domain';
import { DataTable, FactList, StatusBadge, type BadgeTone, type Column } from '../../components/kit';
import type { PipeRead } from '../../services/pipe-service';
import { ROLE_LABELS } from './approvals';
import { STATUS_TEXT } from './stage-display';

/**
 * How the pipe's reads show (the pipe tab's Reads section, issue 27 item 1): tables where the answer
 * is rows, a tree for the BOM tree, labelled facts for the rest; each view only draws an answer.
 */

const quantity = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
export const formatQty = (n: number | undefined) => (n === undefined ? '—' : quantity.format(n));

type DisplayStatus = keyof typeof STATUS_TEXT;
const STATUS_TONE: Record<DisplayStatus, BadgeTone> = {
  new: 'neutral',
  inProgress: 'accent',
  done: 'ok',
  error: 'danger',
  stalled: 'warn',
};

export function StatusWords({ status }: { status: string }) {
  const text = STATUS_TEXT[status as DisplayStatus];
  if (!text) return <StatusBadge>{status}</StatusBadge>;
  return (
    <StatusBadge tone={STATUS_TONE[status as DisplayStatus]} data-status={status}>
      {text.icon} {text.label}
    </StatusBadge>
  );
}

const stageLabel = (stage: string | null | undefined) => (stage ? (STAGE_LABELS[stage as PipeStage] ?? stage) : 'all done');

type Part = PipeRead<'bom'>['parts'][number];
type PbomLine = PipeRead<'bom'>['pbom'][number];
type MbomLine = PipeRead<'bom'>['mbom'][number];

const PART_COLUMNS: Column<Part>[] = [
  { id: 'name', header: 'Part', cell: (p) => p.name },
  { id: 'qty', header: 'Qty', cell: (p) => formatQty(p.qty), className: 'num' },
  { id: 'classPart', header: 'Class part', cell: (p) => p.classPart ?? '—' },
];
const PBOM_COLUMNS: Column<PbomLine>[] = [
  { id: 'itemCode', header: 'Item code', cell: (l) => l.itemCode || <span className="hint">no ERP item yet</span> },
  { id: 'itemName', header: 'Item', cell: (l) => l.itemName ?? '—' },
  { id: 'qty', header: 'Qty', cell: (l) => formatQty(l.qty), className: 'num' },
  { id: 'uom', header: 'Unit', cell: (l) => l.uom ?? '—' },
  { id: 'part', header: 'From part', cell: (l) => l.part ?? '—' },
];
const MBOM_COLUMNS: Column<MbomLine>[] = [
  { id: 'classPart', header: 'Class part', cell: (l) => l.classPart },
  { id: 'description', header: 'Description', cell: (l) => l.description ?? '—' },
  { id: 'qty', header: 'Qty', cell: (l) => formatQty(l.qty), className: 'num' },
  { id: 'routing', header: 'Routing', cell: (l) => (l.routing?.length ? l.routing.join(' → ') : '—') },
  { id: 'minutes', header: 'Minutes', cell: (l) => formatQty(l.minutes), className: 'num' },
];

/** Why a list is empty, said by the stage that makes it ('Nothing yet: the Parts stage is not started.'); null once it is done. */
export type NotYet = (stage: PipeStage) => string | null;

export function BomView({ data, notYet }: { data: PipeRead<'bom'>; notYet: NotYet }) {
  return (
    <div className="pipe-read-bom">
      <FactList
        facts={[
          { label: 'Material request', value: data.materialRequest ?? notYet('materialRequest') ?? 'none', field: 'materialRequest' },
        ]}
      />
      <h4>Parts from CAD ({data.parts.length})</h4>
      <DataTable
        aria-label="Parts"
        data-testid="bom-parts"
        columns={PART_COLUMNS}
        rows={data.parts}
        rowKey={(p, i) => `${p.name}/${i}`}
        empty={notYet('parts') ?? 'None.'}
      />
      <h4>Purchasing BOM ({data.pbom.length})</h4>
      <DataTable
        aria-label="Purchasing BOM"
        data-testid="bom-pbom"
        columns={PBOM_COLUMNS}
        rows={data.pbom}
        rowKey={(l, i) => `${l.itemCode}/${i}`}
        empty={notYet('pbom') ?? 'None.'}
      />
      <h4>Manufacturing BOM ({data.mbom.length})</h4>
      <DataTable
        aria-label="Manufacturing BOM"
        data-testid="bom-mbom"
        columns={MBOM_COLUMNS}
        rows={data.mbom}
        rowKey={(l, i) => `${l.classPart}/${i}`}
        empty={notYet('mbom') ?? 'None.'}
      />
    </div>
  );
}

/** The project's parts as a tree: modules, their assemblies (the chosen one open), their parts. */
export function BomTreeView({ data, chosen }: { data: PipeRead<'bomTree'>; chosen: string }) {
  if (data.modules.length === 0) return <p className="empty">The project has no assemblies on its pipeline yet.</p>;
  return (
    <ul className="bom-tree" data-testid="bom-tree" aria-label="BOM tree">
      {data.modules.map((m) => {
        const parts = m.assemblies.reduce((n, a) => n + a.parts.length, 0);
        return (
          <li key={m.module}>
            <details open data-testid="bom-tree-module" data-module={m.module}>
              <summary>
                Module {m.module} <span className="hint">{`${m.assemblies.length} assemblies · ${parts} parts`}</span>
              </summary>
              <ul>
                {m.assemblies.map((a) => (
                  <li key={a.assembly}>
                    <details open={a.assembly === chosen} data-testid="bom-tree-assembly" data-assembly={a.assembly}>
                      <summary>
                        {a.assemblyName} <span className="hint">{`${a.assembly} · ${a.parts.length} parts`}</span>
                      </summary>
                      {a.parts.length === 0 ? (
                        <p className="hint">No parts yet: they are read from CAD in the Parts stage.</p>
                      ) : (
                        <ul>
                          {a.parts.map((p, i) => (
                            <li key={`${p.name}/${i}`} data-testid="bom-tree-part">
                              {p.name} × {formatQty(p.qty)}
                              {p.classPart && <span className="hint"> · {p.classPart}</span>}
                            </li>
                          ))}
                        </ul>
                      )}
                    </details>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        );
      })}
    </ul>
  );
}

type Cut = PipeRead<'cutList'>['cuts'][number];
const CUT_COLUMNS: Column<Cut>[] = [
  { id: 'part', header: 'Part', cell: (c) => c.part },
  { id: 'qty', header: 'Qty', cell: (c) => formatQty(c.qty), className: 'num' },
  { id: 'classPart', header: 'Class part', cell: (c) => c.classPart },
  { id: 'description', header: 'Description', cell: (c) => c.description || '—' },
  { id: 'routing', header: 'Cut on', cell: (c) => c.routing },
];

export function CutListView({ data, notYet }: { data: PipeRead<'cutList'>; notYet: NotYet }) {
  return (
    <DataTable
      aria-label="Cut list"
      data-testid="cut-list"
      columns={CUT_COLUMNS}
      rows={data.cuts}
      rowKey={(c, i) => `${c.part}/${i}`}
      empty={notYet('parts') ?? 'No part of this assembly is cut to size in house (none routes through a saw or the CNC router).'}
    />
  );
}

type SketchLayer = PipeRead<'sketch'>['layers'][number];
const SKETCH_COLUMNS: Column<SketchLayer>[] = [
  { id: 'layer', header: 'Layer', cell: (l) => l.layer },
  { id: 'role', header: 'Role', cell: (l) => (l.role === 'key' ? 'key layer' : 'sketch layer') },
  { id: 'count', header: 'Count', cell: (l) => formatQty(l.count), className: 'num' },
  { id: 'length', header: 'Length (ft)', cell: (l) => formatQty(l.length), className: 'num' },
  { id: 'area', header: 'Area (sq ft)', cell: (l) => formatQty(l.area), className: 'num' },
];

export function SketchView({ data }: { data: PipeRead<'sketch'> }) {
  return (
    <>
      <FactList facts={[{ label: 'Build spec', value: data.buildSpec, field: 'buildSpec' }]} />
      {data.defined ? (
        <DataTable
          aria-label="Sketch layers"
          data-testid="sketch-layers"
          columns={SKETCH_COLUMNS}
          rows={data.layers}
          rowKey={(l) => `${l.role}/${l.layer}`}
          empty="The build spec names no sketch or key layer for this assembly."
        />
      ) : (
        <p className="empty" data-testid="sketch-undefined">
          The build spec {data.buildSpec} does not define this assembly, so it has no sketch.
        </p>
      )}
    </>
  );
}

export function SupportedView({ data }: { data: PipeRead<'supported'> }) {
  const rows = PIPE_STAGES.filter((s) => data.supported[s]).map((stage) => ({ stage, ...data.supported[stage]! }));
  return (
    <DataTable
      aria-label="Stages that can run"
      data-testid="supported"
      columns={[
        { id: 'stage', header: 'Stage', cell: (r) => STAGE_LABELS[r.stage] },
        {
          id: 'supported',
          header: 'Can run',
          cell: (r) => <StatusBadge tone={r.supported ? 'ok' : 'warn'}>{r.supported ? 'yes' : 'no'}</StatusBadge>,
        },
        { id: 'reason', header: 'Why not', cell: (r) => r.reason ?? '' },
      ]}
      rows={rows}
      rowKey={(r) => r.stage}
      rowProps={(r) => ({ 'data-stage': r.stage, 'data-supported': String(r.supported) })}
      empty="No stage answered."
    />
  );
}

type Cga = PipeRead<'cga'>['cgas'][number];
const APPROVAL_TONE: Record<string, BadgeTone> = { approved: 'ok', rejected: 'danger', pending: 'warn', none: 'neutral' };

export function CgaView({ data, chosen }: { data: PipeRead<'cga'>; chosen: string }) {
  const columns: Column<Cga>[] = [
    {
      id: 'assembly',
      header: 'Assembly',
      cell: (c) => (
        <>
          {c.assemblyName} <span className="hint">{c.assembly}</span>
        </>
      ),
    },
    { id: 'module', header: 'Module', cell: (c) => c.module, className: 'num' },
    { id: 'stage', header: 'Stage', cell: (c) => stageLabel(c.stage) },
    { id: 'status', header: 'Status', cell: (c) => (c.stage ? <StatusWords status={c.status} /> : <StatusWords status="done" />) },
    ...APPROVAL_ROLES.map((role) => ({
      id: role,
      header: ROLE_LABELS[role],
      cell: (c: Cga) => <StatusBadge tone={APPROVAL_TONE[c.approvals[role]]}>{c.approvals[role]}</StatusBadge>,
    })),
  ];
  return (
    <DataTable
      aria-label="Group assemblies"
      data-testid="cga"
      columns={columns}
      rows={data.cgas}
      rowKey={(c) => c.assembly}
      rowProps={(c) => ({ 'data-assembly': c.assembly, className: c.assembly === chosen ? 'selected' : undefined })}
      empty="The project has no group assemblies on its pipeline yet."
    />
  );
}

const ISSUE_TONE: Record<string, BadgeTone> = { error: 'danger', stalled: 'warn', rejected: 'danger' };

export function QseeView({ data }: { data: PipeRead<'qsee'> }) {
  if (data.issues.length === 0)
    return (
      <p className="empty" data-testid="qsee-clear">
        Nothing needs attention: no failed or stalled stage, no rejected approval.
      </p>
    );
  return (
    <ul className="qsee" data-testid="qsee" aria-label="Needs attention">
      {data.issues.map((issue, i) => (
        <li key={`${issue.assembly}/${issue.stage ?? issue.role}/${i}`} data-kind={issue.kind} data-assembly={issue.assembly}>
          <StatusBadge tone={ISSUE_TONE[issue.kind]}>{issue.kind}</StatusBadge> <strong>{issue.assembly}</strong>
          {issue.stage && ` · ${STAGE_LABELS[issue.stage]}`}
          {issue.role && ` · ${ROLE_LABELS[issue.role]} approval`}: {issue.message}
        </li>
      ))}
    </ul>
  );
}

export function LayersView({ data }: { data: PipeRead<'layers'> }) {
  const rows = Object.entries(data.layers)
    .map(([layer, q]) => ({ layer, q }))
    .sort((a, b) => a.layer.localeCompare(b.layer));
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r.q)))].sort();
  return (
    <>
      <FactList
        facts={[
          { label: 'Base version', value: data.baseVersion ?? 'none committed', field: 'baseVersion' },
          { label: 'Build spec', value: data.buildSpec, field: 'buildSpec' },
        ]}
      />
      <DataTable
        aria-label="Quantities by layer"
        data-testid="layers"
        columns={[
          { id: 'layer', header: 'Layer', cell: (r) => r.layer },
          ...keys.map((k) => ({ id: k, header: k, cell: (r: (typeof rows)[number]) => formatQty(r.q[k]), className: 'num' })),
        ]}
        rows={rows}
        rowKey={(r) => r.layer}
        empty="No committed base: the quantities by layer appear once the project's base design is committed."
      />
    </>
  );
}

export function SnapshotView({ data }: { data: PipeRead<'snapshot'> }) {
  const totals = Object.entries(data.totals).filter(([, n]) => n > 0);
  return (
    <>
      <FactList
        facts={[
          { label: 'Taken at', value: formatUtc(data.at), field: 'at' },
          {
            label: 'Stages',
            value: totals.length
              ? totals.map(([status, n]) => `${n} ${STATUS_TEXT[status as DisplayStatus]?.label ?? status}`).join(' · ')
              : 'none',
            field: 'totals',
          },
        ]}
      />
      <DataTable
        aria-label="Snapshot"
        data-testid="snapshot"
        columns={[
          { id: 'assembly', header: 'Assembly', cell: (a) => a.assembly },
          ...PIPE_STAGES.map((s) => ({
            id: s,
            header: STAGE_LABELS[s],
            cell: (a: PipeRead<'snapshot'>['assemblies'][number]) => (a.stages[s] ? <StatusWords status={a.stages[s]} /> : '—'),
          })),
        ]}
        rows={data.assemblies}
        rowKey={(a) => a.assembly}
        empty="The project has no assemblies on its pipeline yet."
      />
    </>
  );
}

type Change = PipeRead<'changespace'>['changes'][number];
export function ActivityView({ data }: { data: PipeRead<'changespace'> }) {
  return (
    <DataTable
      aria-label="Pipeline activity"
      data-testid="activity"
      columns={[
        { id: 'at', header: 'When (UTC)', cell: (c: Change) => formatUtc(c.at) },
        { id: 'assembly', header: 'Assembly', cell: (c: Change) => c.assembly },
        { id: 'stage', header: 'Stage', cell: (c: Change) => STAGE_LABELS[c.stage] },
        { id: 'status', header: 'Status', cell: (c: Change) => <StatusWords status={c.status} /> },
        { id: 'by', header: 'By', cell: (c: Change) => c.by ?? '—' },
      ]}
      rows={data.changes}
      rowKey={(c, i) => `${c.assembly}/${c.stage}/${c.startedAt}/${i}`}
      empty="No stage of this project has run yet."
    />
  );
}
