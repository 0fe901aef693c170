import { z } from 'zod';
import { buildListAnswerSchema, buildSpecAnswerSchema, type BuildSpec, type BuildSpecSummary, type BuildType } from '@workhub/domain';
import { serviceClient } from './service-client';
import { answerParser } from './answer';

const client = serviceClient('build');

/** Parses a service answer; a shape we do not understand is an error, not a half-drawn page. */
const parsed = answerParser('build');

export const entryPresenceAnswerSchema = z.object({
  versions: z.array(z.object({ version: z.string(), present: z.boolean(), changed: z.boolean() })),
});
export type EntryPresenceAnswer = z.infer<typeof entryPresenceAnswerSchema>;

const fieldChangeSchema = z.object({ field: z.string(), label: z.string(), text: z.string() });
export const changeListAnswerSchema = z.object({
  type: z.string(),
  from: z.string(),
  to: z.string(),
  changes: z.array(
    z.object({ name: z.string(), change: z.enum(['added', 'removed', 'changed']), fields: z.array(fieldChangeSchema), text: z.string() }),
  ),
  counts: z.object({ added: z.number(), removed: z.number(), changed: z.number() }),
});
export type ChangeListAnswer = z.infer<typeof changeListAnswerSchema>;

/** The build service (docs/versioned-data.md "Build specification"): released build specifications, read-only. */
export const buildService = {
  /** GET /spec: one release (the newest without a version), optionally only one build type. */
  spec: async (version?: string, type?: BuildType): Promise<BuildSpec> =>
    parsed(buildSpecAnswerSchema, await client.get<unknown>('/spec', { v: version, type }), 'build specification').spec,
  /** GET /list: every release, oldest first, with counts per type. */
  list: async (): Promise<BuildSpecSummary[]> => parsed(buildListAnswerSchema, await client.get<unknown>('/list'), 'release list').versions,
  /** GET /entry: the releases having one entry. */
  entry: async (type: BuildType, name: string) =>
    parsed(entryPresenceAnswerSchema, await client.get<unknown>('/entry', { type, name }), 'entry versions').versions,
  /** GET /compare: the change list of a type between two releases. */
  compare: async (type: BuildType, from: string, to: string) =>
    parsed(changeListAnswerSchema, await client.get<unknown>('/compare', { type, from, to }), 'change list'),
};
