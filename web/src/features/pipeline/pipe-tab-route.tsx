import { useState } from 'react';
import { Link } from 'react-router';
import {
  APPROVAL_ROLES,
  assemblySummary,
  blockingReason,
  PIPE_STAGES,
  STAGE_LABELS,
  type ApprovalRole,
  type ApprovalStatus,
  type PipeAssembly,
} from '@workhub/domain';
import { useProjectOutlet } from '../projects';
import { paths } from '../../lib/paths';
import { pipeService } from '../../services/pipe-service';
import { useApprovers } from '../../stores/approvers-store';
import { ApprovalSummary, ROLE_LABELS, WhoCanApprove } from './approvals';
import { ConnectionIndicator } from './connection-indicator';
import { useBusy, usePipelineStore } from './pipeline-store';
import { StageActions } from './stage-actions';
import { StageStatus } from './stage-cell';
import { RemovedBadge } from './board-row';
import { StageCalls } from './stage-calls';
import { PipeReads } from './pipe-reads';
import { STATUS_TEXT } from './stage-display';
import { useProjectPipe } from './use-pipe';
import { useNow } from '../../components/kit';
import './pipeline.css';
import { useAddressSearch } from '../../lib/address';

/** Where an assembly stands: 'Purchasing BOM: error', 'all done'. */
function Standing({ assembly }: { assembly: PipeAssembly }) {
  const now = useNow(PIPE_STAGES.some((s) => assembly[s].status === 'inProgress') ? 1000 : false);
  const { stage, status } = assemblySummary(assembly, now);
  if (!stage) return <span className="stage-done">✓ all done</span>;
  const text = STATUS_TEXT[status as keyof typeof STATUS_TEXT];
  return (
    <span className={`stage-${status}`}>
      {text.icon} {STAGE_LABELS[stage]}: {text.label}
    </span>
  );
}

/** The signed-in user's approval: only for the roles they hold (config/access approvers); the server checks again. */
function ApprovalForm({ projectId, assembly, roles }: { projectId: string; assembly: PipeAssembly; roles: readonly ApprovalRole[] }) {
  const act = usePipelineStore((s) => s.act);
  const [chosen, setRole] = useState<ApprovalRole | null>(null);
  const [notes, setNotes] = useState('');
  const key = `${projectId}/${assembly.assembly}/approval`;
  const busy = useBusy(key);
  const role = chosen && roles.includes(chosen) ? chosen : roles[0];
  if (!role)
    return (
      <p className="hint" data-testid="no-approver-role">
        You hold no approval role, so you cannot approve or reject here (approvers are kept in config/access).
      </p>
    );
  const send = (status: ApprovalStatus) =>
    void act(key, () => pipeService.approve(projectId, assembly.assembly, role, status, notes.trim())).then((r) => r && setNotes(''));
  return (
    <form className="approval-form" onSubmit={(e) => e.preventDefault()} aria-label="Your approval">
      {roles.length > 1 ? (
        <label>
          Role
          <select value={role} onChange={(e) => setRole(e.target.value as ApprovalRole)}>
            {roles.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <span className="approval-form-role">As {role} approver</span>
      )}
      <label style={{ flex: 1 }}>
        Notes
        <input value={notes} onChange={(e) => setNotes(e.target.value)} placeholder="What you checked, or what is wrong" />
      </label>
      <button type="button" className="primary" disabled={busy} onClick={() => send('approved')}>
        Approve as {role}
      </button>
      <button type="button" className="danger" disabled={busy} onClick={() => send('rejected')}>
        Reject as {role}
      </button>
    </form>
  );
}

function NotesForm({ projectId, assembly }: { projectId: string; assembly: PipeAssembly }) {
  const act = usePipelineStore((s) => s.act);
  const [draft, setDraft] = useState<string | null>(null);
  const key = `${projectId}/${assembly.assembly}/notes`;
  const busy = useBusy(key);
  const value = draft ?? assembly.notes;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void act(key, () => pipeService.setNotes(projectId, assembly.assembly, value)).then((r) => r && setDraft(null));
      }}
    >
      <textarea
        rows={3}
        aria-label="Notes"
        placeholder="Anything the team should know about this assembly"
        value={value}
        onChange={(e) => setDraft(e.target.value)}
      />
      <button type="submit" disabled={busy || draft === null || draft === assembly.notes}>
        Save notes
      </button>
      {draft !== null && draft !== assembly.notes && <span className="hint"> not saved yet</span>}
    </form>
  );
}

function AssemblyDetail({ projectId, assembly, hasBase }: { projectId: string; assembly: PipeAssembly; hasBase: boolean }) {
  const { names, mine, answer } = useApprovers();
  return (
    <section
      className="pipe-detail"
      aria-label={`Assembly ${assembly.assembly}`}
      data-testid="pipe-detail"
      data-assembly={assembly.assembly}
    >
      <h2>
        {assembly.assemblyName}{' '}
        <span className="hint">
          module {assembly.module} · {assembly.assembly}
        </span>{' '}
        <RemovedBadge assembly={assembly} />
      </h2>
      {assembly.removed && (
        <p className="hint" data-testid="removed-note">
          The base design {assembly.removed.version} no longer has this assembly. It keeps its work and approvals, and does not run.
        </p>
      )}
      <ol className="pipe-stages">
        {PIPE_STAGES.map((stage) => (
          <li key={stage} className="pipe-stage" data-testid="pipe-stage" data-stage={stage}>
            <h3>{STAGE_LABELS[stage]}</h3>
            <StageStatus
              stage={assembly[stage]}
              label={STAGE_LABELS[stage]}
              // The reason shows beside the action (its button is disabled); here only whether it is ready.
              showReady={!blockingReason(assembly, stage, { hasBase })}
            />
            <StageCalls stage={assembly[stage]} />
            {/* A new assembly gets fresh inputs (the key), not the previous one's typing. */}
            <StageActions
              key={`${assembly.assembly}/${stage}`}
              projectId={projectId}
              assembly={assembly}
              stage={stage}
              hasBase={hasBase}
              approvers={names}
            />
          </li>
        ))}
      </ol>
      <div className="pipe-columns">
        <section aria-label="Approvals">
          <h2>Approvals</h2>
          <ApprovalSummary approvals={assembly.approvals} />
          <ul className="hint">
            {APPROVAL_ROLES.flatMap((role) =>
              assembly.approvals[role].map((e) => (
                <li key={`${role}/${e.user}`}>
                  {ROLE_LABELS[role]}: {e.user} {e.status}
                  {e.notes ? ` — ${e.notes}` : ''}
                </li>
              )),
            )}
          </ul>
          <WhoCanApprove approvals={assembly.approvals} names={names} mine={mine} />
          {answer ? (
            <>
              <ApprovalForm key={assembly.assembly} projectId={projectId} assembly={assembly} roles={mine} />
              {mine.length > 0 && <p className="hint">Your earlier entry for the role is replaced.</p>}
            </>
          ) : (
            <p className="hint">Reading who can approve…</p>
          )}
        </section>
        <section aria-label="Notes">
          <h2>Notes</h2>
          <NotesForm key={assembly.assembly} projectId={projectId} assembly={assembly} />
        </section>
      </div>
      <PipeReads projectId={projectId} assembly={assembly} />
    </section>
  );
}

/** The pipe tab: the project's assemblies, each stage's live status and the action that starts it. */
export function Component() {
  const outlet = useProjectOutlet();
  const projectId = outlet.projectId;
  const { assemblies, status, connection } = useProjectPipe(projectId);
  const [params, setParams] = useAddressSearch();
  const act = usePipelineStore((s) => s.act);
  const running = useBusy(`${projectId ?? ''}/run`);
  const hasBase = !!outlet.project?.base?.latest;
  const chosen = assemblies.find((a) => a.assembly === params.get('assembly')) ?? assemblies[0];
  const choose = (assembly: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('assembly', assembly);
        return next;
      },
      { replace: true },
    );
  const open = (assembly: string) => {
    choose(assembly);
    // The detail is below the list: bring it into view.
    requestAnimationFrame(() => document.querySelector('[data-testid="pipe-detail"]')?.scrollIntoView({ block: 'start' }));
  };
  return (
    <section className="pipe-tab" data-testid="pipe-tab">
      <div className="tab-toolbar">
        <button
          type="button"
          className="primary"
          disabled={running || assemblies.length === 0}
          onClick={() => void act(`${projectId}/run`, () => pipeService.run(projectId))}
        >
          {running ? 'Starting…' : 'Run pipeline'}
        </button>
        <span className="hint">Each assembly runs its next stages in order until done or blocked.</span>
        <Link to={paths.projectBoard(projectId)}>Open the live board</Link>
        <ConnectionIndicator connection={connection} />
      </div>
      {status === 'loading' ? (
        <p className="page-loading">Loading the pipeline…</p>
      ) : assemblies.length === 0 ? (
        <p className="empty">{projectId} has no assemblies on its pipeline yet: they appear once its base design is committed.</p>
      ) : (
        <>
          <table className="pipe-list" aria-label="Assemblies">
            <thead>
              <tr>
                <th scope="col">Assembly</th>
                <th scope="col">Where it stands</th>
                <th scope="col">Approvals</th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {assemblies.map((a) => (
                <tr
                  key={a.assembly}
                  className={[a === chosen ? 'selected' : '', a.removed ? 'removed' : ''].filter(Boolean).join(' ') || undefined}
                  data-testid="pipe-row"
                  data-assembly={a.assembly}
                  data-removed={a.removed ? 'true' : undefined}
                >
                  <th scope="row">
                    {a.assemblyName} <span className="hint">module {a.module}</span> <RemovedBadge assembly={a} />
                  </th>
                  <td>
                    <Standing assembly={a} />
                  </td>
                  <td>
                    <ApprovalSummary approvals={a.approvals} compact />
                  </td>
                  <td>
                    <button type="button" onClick={() => open(a.assembly)} disabled={a === chosen} aria-label={`Open ${a.assembly}`}>
                      {a === chosen ? 'Shown below' : 'Open'}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {chosen && <AssemblyDetail projectId={projectId} assembly={chosen} hasBase={hasBase} />}
        </>
      )}
    </section>
  );
}
