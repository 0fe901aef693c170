import { useEffect, useState } from 'react';
import { APPROVAL_ROLES, approvalState, formatUtc, formatVersion, whoCanApprove, type ApprovalRole } from '@workhub/domain';
import { useApprovers } from '../../../stores/approvers-store';
import { useAuthStore } from '../../../stores/auth-store';
import { baseSpecApi, type BaseSpecCandidate, type BaseSpecImpact } from './base-spec-api';
import { Swatch } from './base-spec-table';
import { LinkButton } from '../../../components/kit';

/** A candidate's approvals per role and its impact on the projects' drawings (both pages). */

const ROLE_LABELS: Record<ApprovalRole, string> = { design: 'Design', management: 'Management', production: 'Production' };
export const roleLabel = (role: ApprovalRole) => ROLE_LABELS[role];

const STATUS_TEXT = { approved: 'Approved', rejected: 'Rejected', pending: 'Pending', none: 'Not yet' } as const;

/**
 * Per role: its state (a rejection stands until the person who rejected changes it), who gave it,
 * and, with `onApprove`, the signed-in user's actions for the roles they hold (config/access
 * approvers; never "Approve" on a candidate they created). For the other roles not approved yet it
 * says who can act: 'waiting for production approval — Ken Thompson or Jean Prouve'.
 */
export function ApprovalRoles({
  candidate,
  onApprove,
  disabled,
}: {
  candidate: BaseSpecCandidate;
  /** Shown as buttons per role the user holds: the signed-in user's entry. */
  onApprove?: (role: ApprovalRole, status: 'approved' | 'rejected') => void;
  disabled?: boolean;
}) {
  const state = approvalState(candidate.approvals);
  const { answer, mine } = useApprovers();
  const user = useAuthStore((s) => s.user);
  const created = !!user && candidate.creator === user;
  /** Who can approve a role on this candidate: its approvers but the candidate's creator. */
  const whoCan = (role: ApprovalRole) =>
    answer
      ? `waiting for ${role} approval — ${whoCanApprove(
          role,
          answer.approvers[role].filter((a) => a.user !== candidate.creator).map((a) => a.name),
        )}`
      : '';
  return (
    <table className="bs-table bs-approvals" data-testid={`approvals-${candidate.id}`}>
      <thead>
        <tr>
          <th>Role</th>
          <th>Status</th>
          <th>By</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {APPROVAL_ROLES.map((role) => {
          const { entry, status } = state.roles[role];
          const holds = mine.includes(role);
          return (
            <tr key={role} data-role={role} data-status={status}>
              <td>{roleLabel(role)}</td>
              <td>
                <span className={`bs-status bs-status-${status}`}>{STATUS_TEXT[status]}</span>
              </td>
              <td className="bs-muted">
                {entry ? `${entry.user}${entry.at ? ` · ${formatUtc(entry.at)}` : ''}` : '—'}
                {entry?.notes ? ` — ${entry.notes}` : ''}
              </td>
              <td className="bs-actions" data-testid="approval-actions">
                {status === 'rejected' && entry ? (
                  <span className="bs-muted" data-testid="who-can-approve">
                    rejected: stands until {entry.user} changes it
                  </span>
                ) : status !== 'approved' && (!holds || created) ? (
                  <span className="bs-muted" data-testid="who-can-approve">
                    {whoCan(role)}
                    {holds && created ? ' (you created this candidate, so you do not approve it)' : ''}
                  </span>
                ) : null}{' '}
                {onApprove && holds && !created && (
                  <button type="button" disabled={disabled || status === 'approved'} onClick={() => onApprove(role, 'approved')}>
                    Approve as {role}
                  </button>
                )}
                {onApprove && holds && (
                  <LinkButton
                    danger
                    disabled={disabled || (status === 'rejected' && entry?.user === user)}
                    onClick={() => onApprove(role, 'rejected')}
                  >
                    Reject as {role}
                  </LinkButton>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

type ImpactRead = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; impact: BaseSpecImpact };

/** GET /base/spec/impact: which projects' drawings the candidate changes (layers added, removed, restyled). */
export function CandidateImpact({ candidateId, open = false }: { candidateId: string; open?: boolean }) {
  const [read, setRead] = useState<ImpactRead>({ status: 'loading' });
  useEffect(() => {
    let stale = false;
    setRead({ status: 'loading' });
    baseSpecApi.impact(candidateId).then(
      (impact) => !stale && setRead({ status: 'ready', impact }),
      (error: unknown) => !stale && setRead({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      stale = true;
    };
  }, [candidateId]);
  if (read.status === 'loading') return <p className="bs-empty">Working out which drawings change…</p>;
  if (read.status === 'error') return <p className="bs-empty">The impact could not be read: {read.message}</p>;
  const { impact } = read;
  const projects = impact.projects;
  const specWide = [
    impact.added.length ? `${impact.added.length} layer${impact.added.length === 1 ? '' : 's'} added` : '',
    impact.removed.length ? `${impact.removed.length} removed` : '',
    impact.restyled.length ? `${impact.restyled.length} restyled` : '',
  ].filter(Boolean);
  return (
    <div className="bs-impact" data-testid={`impact-${candidateId}`}>
      <p className="bs-hint">
        Against {impact.base}: {specWide.length ? specWide.join(', ') : 'no layer changes'};{' '}
        {projects.length === 0
          ? 'no project’s drawings change.'
          : `${projects.length} project${projects.length === 1 ? '’s' : 's’'} drawings change.`}
      </p>
      {projects.length > 0 && (
        <details open={open}>
          <summary>
            {projects.length} project{projects.length === 1 ? '' : 's'} by layer change
          </summary>
          <table className="bs-table">
            <thead>
              <tr>
                <th>Project</th>
                <th>Layers added</th>
                <th>Layers removed</th>
                <th>Layers restyled</th>
              </tr>
            </thead>
            <tbody>
              {projects.map((p) => (
                <tr key={p.projectId} data-project={p.projectId}>
                  <td>
                    <strong>{p.projectId}</strong> {p.clientName && <span className="bs-muted">{p.clientName}</span>}
                  </td>
                  <td className="bs-mono">{p.added.join(', ') || '—'}</td>
                  <td className="bs-mono">{p.removed.join(', ') || '—'}</td>
                  <td className="bs-mono">
                    {p.restyled.length === 0
                      ? '—'
                      : p.restyled.map((r) => (
                          <span key={r.layer} className="bs-restyled" title={r.changed.join(', ')}>
                            {r.layer} <Swatch color={r.before.color} />→<Swatch color={r.after.color} />
                            <span className="bs-muted"> ({r.changed.join(', ')})</span>
                          </span>
                        ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </div>
  );
}

export const candidateVersion = (c: BaseSpecCandidate) => formatVersion(c);
