import type { z } from 'zod';
import { buildRoutes, type BuildSpec, type BuildSpecSummary, type BuildType } from '@workhub/domain';
import { callRoute } from './service-client';

export type EntryPresenceAnswer = z.output<typeof buildRoutes.entry.answer>;
export type ChangeListAnswer = z.output<typeof buildRoutes.compare.answer>;

/** The build service (docs/versioned-data.md "Build specification"): released build specifications, read-only. */
export const buildService = {
  /** GET /spec: one release (the newest without a version), optionally only one build type. */
  spec: async (version?: string, type?: BuildType): Promise<BuildSpec> => (await callRoute(buildRoutes.spec, { v: version, type })).spec,
  /** GET /list: every release, oldest first, with counts per type. */
  list: async (): Promise<BuildSpecSummary[]> => (await callRoute(buildRoutes.list, {})).versions,
  /** GET /entry: the releases having one entry. */
  entry: async (type: BuildType, name: string) => (await callRoute(buildRoutes.entry, { type, name })).versions,
  /** GET /compare: the change list of a type between two releases. */
  compare: async (type: BuildType, from: string, to: string) => callRoute(buildRoutes.compare, { type, from, to }),
};
