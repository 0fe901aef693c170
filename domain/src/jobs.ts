import { z } from 'zod';
import { migrateStored, storedReader } from './migrations/stored.js';
import { STORED_SCHEMA_VERSIONS } from './migrations/versions.js';

/** A job posting (supporting spec: jobs). publicAt is an ISO date string when published. */
export const jobSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  skills: z.string().optional(),
  qualifications: z.string().optional(),
  publicAt: z.string().datetime().optional(),
});
export type Job = z.infer<typeof jobSchema>;

/** The fields a person edits on a job. */
export const jobEditSchema = z.object({
  title: z.string().trim().min(1, 'Title is required'),
  skills: z.string(),
  qualifications: z.string(),
});
export type JobEdit = z.infer<typeof jobEditSchema>;

/** A job's id comes from its title, so a second job with the same title (in camel case) cannot exist. */
export const duplicateJobMessage = (title: string) => `A job with the title '${title.trim()}' exists already`;

/** camelCase of the title's words: 'Senior Site Engineer (PM)' -> 'seniorSiteEngineerPm'. */
export function jobIdFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  return words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
}

/**
 * Reads a stored job document, any version: older shapes are migrated first (domain migrations:
 * v0's `experience` is v1's `qualifications`). Lenient: fields of the wrong type are left out.
 */
export function jobFromStored(id: string, stored: Record<string, unknown>): Job {
  const migrated = migrateStored('jobs', stored);
  const rest = migrated.ok ? migrated.data : stored;
  const job: Job = { id, title: typeof rest.title === 'string' ? rest.title : id };
  if (typeof rest.skills === 'string') job.skills = rest.skills;
  if (typeof rest.qualifications === 'string') job.qualifications = rest.qualifications;
  const publicAt = rest.publicAt;
  if (typeof publicAt === 'string' && publicAt) job.publicAt = publicAt;
  return job;
}

/** Newest first by publicAt; unpublished jobs last; ties by title. */
export function sortJobs(jobs: readonly Job[]): Job[] {
  return [...jobs].sort((a, b) => {
    if (a.publicAt && b.publicAt && a.publicAt !== b.publicAt) return a.publicAt < b.publicAt ? 1 : -1;
    if (a.publicAt && !b.publicAt) return -1;
    if (!a.publicAt && b.publicAt) return 1;
    return a.title.localeCompare(b.title);
  });
}

/**
 * Every job but the newest published one can be promoted. When nothing is published yet, every job
 * can (the first by title too: promoting it is how the first job gets published).
 */
export function canPromote(sorted: readonly Job[], job: Job): boolean {
  const newest = sorted.find((j) => j.publicAt);
  return newest?.id !== job.id;
}

/**
 * A stored job document read as a Job: the document id is its id; any stored version is migrated
 * first (v0's `experience` read as qualifications), and one from a newer WorkHub is refused.
 * Refuses documents that are not jobs (no title, wrong types), so a live list can report them
 * instead of showing them half-read.
 */
export const jobDocumentSchema = storedReader(
  'jobs',
  z
    .object({
      id: z.string().min(1),
      title: z.string().min(1),
      skills: z.string().optional(),
      qualifications: z.string().optional(),
      publicAt: z.union([z.string().datetime(), z.literal('')]).optional(),
      schemaVersion: z.literal(STORED_SCHEMA_VERSIONS.jobs).optional(),
    })
    .transform(({ id, schemaVersion: _version, ...stored }): Job => jobFromStored(id, stored)),
);

/**
 * The database-service update for a save of `edit` onto `job` at time `now`.
 * - a changed title changes the id (the service renames the document atomically);
 * - empty skills remove the field;
 * - the first save that sets a non-empty value on a job without publicAt publishes it.
 */
export function planJobSave(job: Job, edit: JobEdit, now: Date): { $set: Record<string, unknown>; $unset: Record<string, ''> } {
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, ''> = {};
  const title = edit.title.trim();
  if (title !== job.title) {
    $set.title = title;
    const id = jobIdFromTitle(title);
    if (id !== job.id) $set.id = id;
  }
  const skills = edit.skills.trim();
  if (skills === '') {
    if (job.skills !== undefined) $unset.skills = '';
  } else if (skills !== job.skills) $set.skills = skills;
  const qualifications = edit.qualifications;
  if (qualifications !== (job.qualifications ?? '')) {
    if (qualifications.trim() === '') $unset.qualifications = '';
    else $set.qualifications = qualifications;
    $unset.experience = ''; // the legacy name goes once qualifications is written
  }
  const setsNonEmpty = Object.entries($set).some(([k, v]) => k !== 'id' && typeof v === 'string' && v.trim() !== '');
  if (!job.publicAt && setsNonEmpty) $set.publicAt = now.toISOString();
  return { $set, $unset };
}
