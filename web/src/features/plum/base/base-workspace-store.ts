import { create } from 'zustand';
import {
  BASE_SPEC_PARTS,
  changedParts,
  sameJson,
  shouldSaveBaseSpec,
  type ApprovalRole,
  type ApprovalStatus,
  type BaseSpecContent,
  type BaseSpecPart,
  type Version,
} from '@workhub/domain';
import { runStoreAction, type ErrorSlice } from '../../../stores/store-action';
import { useStoreErrors } from '../../../stores/store-errors';
import { baseSpecApi, type BaseSpecCandidate } from './base-spec-api';

export const BASE_WORKSPACE_STORE = 'base-spec workspace';

/**
 * The open base-spec workspace (/plum/base/workspace): the content as read or last saved
 * (`saved`), as edited now (`current`), and the actions on it. Every edit saves the changed parts
 * through POST /base/spec (each a JSON string); the save is skipped while loading, while another
 * save runs, or when nothing changed (shouldSaveBaseSpec, core spec §4). An edit made while a
 * save runs is saved when that one ends.
 */
interface BaseWorkspaceState extends ErrorSlice {
  workspaceId: string | null;
  loading: boolean;
  saving: boolean;
  saved: BaseSpecContent | null;
  current: BaseSpecContent | null;
  /** Submitting, approving or committing is under way. */
  busy: boolean;
  /** The version the last commit made ('v0.4.0'), for the workspace it was made from. */
  committed: { workspaceId: string; version: string } | null;
  /** Reads the workspace's content (GET /version/workspace); a read for another workspace meanwhile wins. */
  open: (workspaceId: string) => Promise<void>;
  /** Reads the content again unless there are unsaved edits (after someone else's change). */
  refresh: () => Promise<void>;
  /** Changes the content and saves what changed. */
  edit: (change: (content: BaseSpecContent) => BaseSpecContent) => Promise<boolean>;
  /** Saves what changed (nothing when shouldSaveBaseSpec says no). */
  save: () => Promise<boolean>;
  /** PATCH /base/workspace with an RFC 6902 patch (JSON text), when nothing is unsaved; the draft becomes the answer's. */
  applyPatch: (patch: string) => Promise<boolean>;
  /** POST /version/candidate at that version. */
  submitCandidate: (version: Version) => Promise<string | undefined>;
  /** POST /base/spec/approval: the signed-in user's entry for a role. */
  approve: (candidateId: string, role: ApprovalRole, status: ApprovalStatus, notes?: string) => Promise<boolean>;
  /** PATCH /version/commit of the open candidate; the new version ('v0.4.0'). */
  commit: (candidate: BaseSpecCandidate, message: string) => Promise<string | undefined>;
  /** Shows a problem with what the user typed, under this store's name. */
  reportInput: (message: string) => void;
  reset: () => void;
}

const initial = {
  error: null,
  workspaceId: null,
  loading: false,
  saving: false,
  saved: null,
  current: null,
  busy: false,
  committed: null,
} as const;

export const useBaseWorkspaceStore = create<BaseWorkspaceState>((set, get) => {
  async function busy<T>(action: () => Promise<T>): Promise<T | undefined> {
    if (get().busy || get().saving) return undefined;
    set({ busy: true });
    try {
      return await runStoreAction(BASE_WORKSPACE_STORE, set, action);
    } finally {
      set({ busy: false });
    }
  }

  return {
    ...initial,
    reset: () => set({ ...initial }),
    open: async (workspaceId) => {
      set({ ...initial, workspaceId, loading: true });
      const answer = await runStoreAction(BASE_WORKSPACE_STORE, set, () => baseSpecApi.workspace(workspaceId));
      if (get().workspaceId !== workspaceId) return;
      set({ loading: false, saved: answer?.content ?? null, current: answer?.content ?? null });
    },
    refresh: async () => {
      const { workspaceId, loading, saving, saved, current } = get();
      if (!workspaceId || loading || saving || !sameJson(saved, current)) return;
      const answer = await runStoreAction(BASE_WORKSPACE_STORE, set, () => baseSpecApi.workspace(workspaceId));
      const now = get();
      if (!answer || now.workspaceId !== workspaceId || now.saving || !sameJson(now.saved, now.current)) return;
      if (!sameJson(now.saved, answer.content)) set({ saved: answer.content, current: answer.content });
    },
    edit: async (change) => {
      const { current, loading } = get();
      if (!current || loading) return false;
      set({ current: change(current) });
      return get().save();
    },
    save: async () => {
      const state = get();
      const { workspaceId, saved, current } = state;
      if (!workspaceId || !current || !shouldSaveBaseSpec(state)) return false;
      const parts = changedParts<BaseSpecPart, BaseSpecContent>(saved, current, BASE_SPEC_PARTS);
      const body = Object.fromEntries(parts.map((part) => [part, JSON.stringify(current[part])]));
      set({ saving: true });
      let answer: Awaited<ReturnType<typeof baseSpecApi.saveSpec>> | undefined;
      try {
        answer = await runStoreAction(BASE_WORKSPACE_STORE, set, () => baseSpecApi.saveSpec(workspaceId, body));
      } finally {
        set({ saving: false });
      }
      if (get().workspaceId !== workspaceId) return false;
      if (!answer) {
        // Refused: show what is stored again (the error is in the toast).
        set({ current: get().saved });
        return false;
      }
      // Edits made while this save ran are kept and saved next.
      const editedMeanwhile = get().current !== current;
      set({ saved: answer.spec, ...(editedMeanwhile ? {} : { current: answer.spec }) });
      if (editedMeanwhile) await get().save();
      return true;
    },
    applyPatch: async (patch) => {
      const { workspaceId, saved, current } = get();
      if (!workspaceId || !sameJson(saved, current)) return false;
      const answer = await busy(() => baseSpecApi.patchWorkspace(workspaceId, patch));
      if (!answer || get().workspaceId !== workspaceId) return false;
      set({ saved: answer.spec, current: answer.spec });
      return true;
    },
    submitCandidate: async (version) => {
      const { workspaceId } = get();
      if (!workspaceId) return undefined;
      const answer = await busy(() => baseSpecApi.submitCandidate(workspaceId, version));
      return answer?.candidateId;
    },
    approve: async (candidateId, role, status, notes = '') =>
      (await busy(async () => (await baseSpecApi.approve(candidateId, role, status, notes), true))) === true,
    commit: async (candidate, message) => {
      const answer = await busy(() => baseSpecApi.commit(candidate, message.trim()));
      if (answer) set({ committed: { workspaceId: candidate.workspaceId, version: answer.version } });
      return answer?.version;
    },
    reportInput: (message) => set({ error: useStoreErrors.getState().report(BASE_WORKSPACE_STORE, new Error(message)) }),
  };
});
