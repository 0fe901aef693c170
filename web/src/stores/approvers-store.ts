import { useEffect } from 'react';
import { create } from 'zustand';
import { APPROVAL_ROLES, type ApprovalRole, type ApproversAnswer } from '@workhub/domain';
import { pipeService } from '../services/pipe-service';
import { useAuthStore } from './auth-store';
import { runStoreAction, type ErrorSlice } from './store-action';

/** Names of the people holding each approval role. */
export type ApproverNames = Record<ApprovalRole, string[]>;

interface ApproversState extends ErrorSlice {
  /** GET /pipe/approvers for `email`: who holds each role and the signed-in user's own roles. */
  answer: ApproversAnswer | null;
  names: ApproverNames | null;
  email: string | null;
  loading: Promise<void> | null;
  /** Asks the service again (each page that shows approvals does on opening, so a change in config/access shows there). */
  load: (email: string) => Promise<void>;
}

export const useApproversStore = create<ApproversState>((set, get) => ({
  answer: null,
  names: null,
  email: null,
  loading: null,
  error: null,
  load: (email) => {
    const running = get().loading;
    if (running && get().email === email) return running;
    const loading = runStoreAction('approvers', set, async () => {
      const answer = await pipeService.approvers();
      const names = Object.fromEntries(APPROVAL_ROLES.map((role) => [role, answer.approvers[role].map((a) => a.name)])) as ApproverNames;
      if (useAuthStore.getState().email === email) set({ answer, names, email });
    }).then(() => set({ loading: null }));
    set({ loading, ...(get().email === email ? {} : { answer: null, names: null, email }) });
    return loading;
  },
}));

/**
 * Who can approve for each role, and the signed-in user's roles, asked of the service when the
 * page opens (null until answered). The server decides every approval; this only shapes what the
 * page offers and says.
 */
export function useApprovers(): { answer: ApproversAnswer | null; names: ApproverNames | null; mine: readonly ApprovalRole[] } {
  const email = useAuthStore((s) => s.email);
  const load = useApproversStore((s) => s.load);
  const answer = useApproversStore((s) => (s.email === email ? s.answer : null));
  const names = useApproversStore((s) => (s.email === email ? s.names : null));
  useEffect(() => {
    if (email) void load(email);
  }, [email, load]);
  return { answer, names, mine: answer?.mine ?? NO_ROLES };
}

const NO_ROLES: readonly ApprovalRole[] = [];
