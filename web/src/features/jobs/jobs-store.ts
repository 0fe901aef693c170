import { create } from 'zustand';
import { duplicateJobMessage, jobIdFromTitle, planJobSave, type Job, type JobEdit } from '@workhub/domain';
import { dbService } from '../../services/db-service';
import { ServiceError } from '../../services/service-client';
import { runStoreAction, type ErrorSlice } from '../../stores/store-action';

interface JobsState extends ErrorSlice {
  /** Creates a job from its title; returns its id. */
  create: (title: string) => Promise<string | undefined>;
  /** Saves an edit; returns the job's id afterwards (a title change renames it). */
  save: (job: Job, edit: JobEdit) => Promise<string | undefined>;
  /** Sets publicAt to now, which moves the job to the top. */
  promote: (job: Job) => Promise<void>;
  /** Removes publicAt (DELETE /db/date): the job is unpublished until promoted or saved again. */
  clearPublicAt: (job: Job) => Promise<boolean>;
  /** Deletes a job (workspace admins); true once deleted. */
  remove: (job: Job) => Promise<boolean>;
}

export const JOBS_STORE = 'jobs';
const STORE = JOBS_STORE;

/** The service's 409 (the id, made from the title, is taken) in the words of a job. */
async function unlessTitleTaken<T>(title: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ServiceError && error.status === 409) throw new ServiceError(duplicateJobMessage(title), 409);
    throw error;
  }
}

/** Job writes go through the database service; the list itself is live from Firestore. */
export const useJobsStore = create<JobsState>((set) => ({
  error: null,
  create: (title) =>
    runStoreAction(STORE, set, async () => {
      const id = jobIdFromTitle(title);
      if (!id) throw new Error('A job needs a title with letters or digits');
      await unlessTitleTaken(title, () => dbService.insert('jobs', { id, title: title.trim() }));
      return id;
    }),
  save: (job, edit) =>
    runStoreAction(STORE, set, async () => {
      const update = planJobSave(job, edit, new Date());
      if (Object.keys(update.$set).length + Object.keys(update.$unset).length === 0) return job.id;
      await unlessTitleTaken(edit.title, () => dbService.update('jobs', { id: job.id }, update));
      return typeof update.$set.id === 'string' ? update.$set.id : job.id;
    }),
  promote: async (job) => {
    await runStoreAction(STORE, set, () => dbService.setDate('jobs', job.id, 'publicAt'));
  },
  clearPublicAt: async (job) => (await runStoreAction(STORE, set, () => dbService.removeDate('jobs', job.id, 'publicAt'))) !== undefined,
  remove: async (job) =>
    (await runStoreAction(STORE, set, async () => {
      await dbService.removeJob(job.id);
      return true;
    })) === true,
}));
