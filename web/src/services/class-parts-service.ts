import type { z } from 'zod';
import {
  classPartCompareAnswerSchema,
  classPartUsageAnswerSchema,
  classPartWorkspaceAnswerSchema,
  opusRoutes,
  type ClassPartBump,
  type ClassPartProperties,
  type ClassPartRouting,
  type ClassPartSystem,
} from '@workhub/domain';
import { callRoute } from './service-client';

export type ClassPartWorkspaceAnswer = z.infer<typeof classPartWorkspaceAnswerSchema>;
export type ClassPartUsageAnswer = z.infer<typeof classPartUsageAnswerSchema>;
export type ClassPartCompareAnswer = z.infer<typeof classPartCompareAnswerSchema>;

type CreateInput = z.input<typeof opusRoutes.classPartWorkspaceCreate.schema>;

export interface ClassPartWorkspaceChanges {
  properties?: ClassPartProperties;
  description?: string;
  details?: string;
  buildSpecs?: string[];
  routings?: ClassPartRouting[];
  isActive?: boolean;
}

/**
 * The opus service's class-part routes (docs/versioned-data.md "Class parts"), called from their
 * contracts (domain/src/routes/opus.ts). Names are paths `system/name`, versions `v1.2.0`. Live
 * views (lists, a workspace being edited) read Firestore through web/src/lib/live-read.ts; these
 * calls change things and read what Firestore cannot (compare, usage).
 */
export const classPartsService = {
  /** The newest version of each part (of one system when given) with its version count. */
  list: async (system?: ClassPartSystem) => (await callRoute(opusRoutes.classParts, system ? { system } : {})).classParts,
  /** One version (the newest when no version). */
  get: async (name: string, version?: string) =>
    (await callRoute(opusRoutes.classPart, { name, ...(version ? { version } : {}) })).classPart,
  /** Every version, oldest first. */
  versions: async (name: string) => (await callRoute(opusRoutes.classPartVersions, { name })).versions,
  /** Toggles a version's isActive flag. */
  setActive: async (classPartId: string, isActive: boolean) =>
    (await callRoute(opusRoutes.classPartActive, { classPartId, isActive })).classPart,

  /** The workspace and its content. */
  workspace: (workspaceId: string) => callRoute(opusRoutes.classPartWorkspace, { workspaceId }),
  /** A workspace on the newest (or given) version; a new name makes a new part (owner required then). */
  createWorkspace: async (name: string, options: { version?: string; owner?: string } = {}) =>
    // The owner is checked against the owners' list by the service (a 400 naming it).
    (await callRoute(opusRoutes.classPartWorkspaceCreate, { name, ...options } as CreateInput)).workspaceId,
  /** Changes the content (domain rules); unknown routings are dropped and named. */
  updateWorkspace: (workspaceId: string, changes: ClassPartWorkspaceChanges) =>
    callRoute(opusRoutes.classPartWorkspacePatch, { workspaceId, ...changes }),
  /** Drops the workspace without committing. */
  deleteWorkspace: (workspaceId: string) => callRoute(opusRoutes.classPartWorkspaceDelete, { workspaceId }),
  /** The next version (409 when another commit took it); the workspace is removed. */
  commit: (workspaceId: string, message: string, bump?: ClassPartBump) =>
    callRoute(opusRoutes.classPartCommit, { workspaceId, message, ...(bump ? { bump } : {}) }),

  /** The workspace's Onshape documents. */
  cadDocuments: async (workspaceId: string) => (await callRoute(opusRoutes.cadAssign, { workspaceId })).onshapeDocuments,
  /** Assigns an Onshape link (a link that does not parse is a 400). */
  assignCad: async (workspaceId: string, onshapeUrl: string, name?: string) =>
    (await callRoute(opusRoutes.cadAssignPost, { workspaceId, onshapeUrl, ...(name ? { name } : {}) })).onshapeDocuments,
  /** Removes the document of that link. */
  unassignCad: async (workspaceId: string, onshapeUrl: string) =>
    (await callRoute(opusRoutes.cadAssignDelete, { workspaceId, onshapeUrl })).onshapeDocuments,

  /** The workspace's routings in order. */
  routings: async (workspaceId: string) => (await callRoute(opusRoutes.routingAssign, { workspaceId })).routings,
  /** Adds a catalogue routing at the end; an unknown one is ignored (`ignored: true`). */
  assignRouting: (workspaceId: string, routingUrl: string) => callRoute(opusRoutes.routingAssignPost, { workspaceId, routingUrl }),
  /** Removes a routing. */
  unassignRouting: (workspaceId: string, routingUrl: string) => callRoute(opusRoutes.routingAssignDelete, { workspaceId, routingUrl }),

  /** What changed from one version to another, in words. */
  compare: (name: string, from: string, to: string) => callRoute(opusRoutes.classPartCompare, { name, from, to }),
  /** Build specs, class blocks and projects' pipe parts that use the part. */
  usage: (name: string) => callRoute(opusRoutes.classPartUsage, { name }),
  /** A new version with an old version's content (never an overwrite). */
  restore: (name: string, version: string, message?: string) =>
    callRoute(opusRoutes.classPartRestore, { name, version, ...(message ? { message } : {}) }),
};
