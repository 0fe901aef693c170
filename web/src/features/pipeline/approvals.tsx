import { APPROVAL_ROLES, orList, roleApproval, whoCanApprove, type ApprovalRole, type Approvals } from '@workhub/domain';
import type { ApproverNames } from '../../stores/approvers-store';

export const ROLE_LABELS: Record<ApprovalRole, string> = { design: 'Design', management: 'Management', production: 'Production' };
const SHORT_LABELS: Record<ApprovalRole, string> = { design: 'Design', management: 'Mgmt', production: 'Prod' };

const STATE_TEXT = {
  approved: { icon: '✓', label: 'approved' },
  rejected: { icon: '✕', label: 'rejected' },
  pending: { icon: '…', label: 'pending' },
  none: { icon: '–', label: 'not asked' },
} as const;

/**
 * Each role's approval with who gave it and their note, in the open (not only in a tooltip):
 * 'Design ✕ rejected — eero: “Header size wrong on gridline B”'. A rejection is marked strongly:
 * it stops the pipeline until its author changes it.
 */
export function ApprovalSummary({ approvals, compact = false }: { approvals: Approvals; compact?: boolean }) {
  return (
    <ul className={`approvals${compact ? ' approvals-compact' : ''}`} aria-label="Approvals">
      {APPROVAL_ROLES.map((role) => {
        const entries = approvals[role];
        const state = roleApproval(entries);
        const text = STATE_TEXT[state];
        // Who decided the role's state (for pending, who was asked), each with their note.
        const deciding = entries.filter((e) => state === 'none' || e.status === state);
        return (
          <li
            key={role}
            className={`approval approval-${state}`}
            data-testid="approval"
            data-role={role}
            data-state={state}
            title={entries.map((e) => `${e.user}: ${e.status}${e.notes ? ` — ${e.notes}` : ''}`).join('\n') || undefined}
          >
            <span className="approval-head">
              <span className="approval-role">{compact ? SHORT_LABELS[role] : ROLE_LABELS[role]}</span>{' '}
              <span className="approval-state">
                <span aria-hidden="true">{text.icon}</span> {text.label}
              </span>
            </span>
            {deciding.length > 0 && (
              <span className="approval-who">
                {deciding.map((e, i) => (
                  <span key={e.user} className="approval-entry" data-testid="approval-entry" data-user={e.user}>
                    {i > 0 && ', '}
                    <span className="approval-user">{e.user}</span>
                    {e.notes && <span className="approval-note">: “{e.notes}”</span>}
                  </span>
                ))}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * For each role not approved yet that the signed-in user does not hold: who can act on it
 * ('waiting for production approval — Ken Thompson or Jean Prouve'). A rejection stands until
 * the people who rejected change their entry.
 */
export function WhoCanApprove({
  approvals,
  names,
  mine,
}: {
  approvals: Approvals;
  names: ApproverNames | null;
  mine: readonly ApprovalRole[];
}) {
  if (!names) return null;
  const open = APPROVAL_ROLES.filter((role) => roleApproval(approvals[role]) !== 'approved' && !mine.includes(role));
  if (open.length === 0) return null;
  return (
    <ul className="who-can-approve" data-testid="who-can-approve" aria-label="Who can approve">
      {open.map((role) => {
        const rejectedBy = approvals[role].filter((e) => e.status === 'rejected').map((e) => e.user);
        return (
          <li key={role} data-role={role}>
            {rejectedBy.length
              ? `${role} approval rejected by ${orList(rejectedBy)} — it stands until ${rejectedBy.length === 1 ? rejectedBy[0] : 'they'} change${rejectedBy.length === 1 ? 's' : ''} it`
              : `waiting for ${role} approval — ${whoCanApprove(role, names[role])}`}
          </li>
        );
      })}
    </ul>
  );
}
