import type { z } from 'zod';
import {
  cadAssignAnswerSchema,
  classPartAnswerSchema,
  classPartCommitAnswerSchema,
  classPartCompareAnswerSchema,
  classPartsAnswerSchema,
  classPartUsageAnswerSchema,
  classPartVersionsAnswerSchema,
  classPartWorkspaceAnswerSchema,
  classPartWorkspaceCreatedSchema,
  classPartWorkspaceDeletedSchema,
  routingAssignAnswerSchema,
  type ClassPartBump,
  type ClassPartProperties,
  type ClassPartRouting,
  type ClassPartSystem,
} from '@workhub/domain';
import { serviceClient } from './service-client';
import { answerParser } from './answer';

const client = serviceClient('opus');

/** Parses a service answer; a shape we do not understand is an error, not a half-drawn page. */
const parsed = answerParser('class parts');

export type ClassPartWorkspaceAnswer = z.infer<typeof classPartWorkspaceAnswerSchema>;
export type ClassPartUsageAnswer = z.infer<typeof classPartUsageAnswerSchema>;
export type ClassPartCompareAnswer = z.infer<typeof classPartCompareAnswerSchema>;

export interface ClassPartWorkspaceChanges {
  properties?: ClassPartProperties;
  description?: string;
  details?: string;
  buildSpecs?: string[];
  routings?: ClassPartRouting[];
  isActive?: boolean;
}

/**
 * The opus service's class-part routes (docs/versioned-data.md "Class parts"). Names are paths
 * `system/name`, versions `v1.2.0`. Live views (lists, a workspace being edited) read Firestore
 * through web/src/lib/live-read.ts; these calls change things and read what Firestore cannot
 * (compare, usage).
 */
export const classPartsService = {
  /** GET /classParts: the newest version of each part (of one system when given) with its version count. */
  list: async (system?: ClassPartSystem) =>
    parsed(classPartsAnswerSchema, await client.get<unknown>('/classParts', system ? { system } : undefined), 'class part list').classParts,
  /** GET /classPart: one version (the newest when no version). */
  get: async (name: string, version?: string) =>
    parsed(classPartAnswerSchema, await client.get<unknown>('/classPart', { name, ...(version ? { version } : {}) }), 'class part')
      .classPart,
  /** GET /classPart/versions: every version, oldest first. */
  versions: async (name: string) =>
    parsed(classPartVersionsAnswerSchema, await client.get<unknown>('/classPart/versions', { name }), 'versions').versions,
  /** PUT /classPart/active: toggles a version's isActive flag. */
  setActive: async (classPartId: string, isActive: boolean) =>
    parsed(classPartAnswerSchema, await client.put<unknown>('/classPart/active', { classPartId, isActive }), 'class part').classPart,

  /** GET /classPart/workspace: the workspace and its content. */
  workspace: async (workspaceId: string) =>
    parsed(classPartWorkspaceAnswerSchema, await client.get<unknown>('/classPart/workspace', { workspaceId }), 'workspace'),
  /** POST /classPart/workspace: a workspace on the newest (or given) version; a new name makes a new part (owner required then). */
  createWorkspace: async (name: string, options: { version?: string; owner?: string } = {}) =>
    parsed(classPartWorkspaceCreatedSchema, await client.post<unknown>('/classPart/workspace', { name, ...options }), 'workspace id')
      .workspaceId,
  /** PATCH /classPart/workspace: changes the content (domain rules); unknown routings are dropped and named. */
  updateWorkspace: async (workspaceId: string, changes: ClassPartWorkspaceChanges) =>
    parsed(classPartWorkspaceAnswerSchema, await client.patch<unknown>('/classPart/workspace', { workspaceId, ...changes }), 'workspace'),
  /** DELETE /classPart/workspace: drops the workspace without committing. */
  deleteWorkspace: async (workspaceId: string) =>
    parsed(classPartWorkspaceDeletedSchema, await client.delete<unknown>('/classPart/workspace', { workspaceId }), 'delete answer'),
  /** POST /classPart/workspace/commit: the next version (409 when another commit took it); the workspace is removed. */
  commit: async (workspaceId: string, message: string, bump?: ClassPartBump) =>
    parsed(
      classPartCommitAnswerSchema,
      await client.post<unknown>('/classPart/workspace/commit', { workspaceId, message, ...(bump ? { bump } : {}) }),
      'commit answer',
    ),

  /** GET /cadAssign: the workspace's Onshape documents. */
  cadDocuments: async (workspaceId: string) =>
    parsed(cadAssignAnswerSchema, await client.get<unknown>('/cadAssign', { workspaceId }), 'CAD documents').onshapeDocuments,
  /** POST /cadAssign: assigns an Onshape link (a link that does not parse is a 400). */
  assignCad: async (workspaceId: string, onshapeUrl: string, name?: string) =>
    parsed(
      cadAssignAnswerSchema,
      await client.post<unknown>('/cadAssign', { workspaceId, onshapeUrl, ...(name ? { name } : {}) }),
      'CAD documents',
    ).onshapeDocuments,
  /** DELETE /cadAssign: removes the document of that link. */
  unassignCad: async (workspaceId: string, onshapeUrl: string) =>
    parsed(cadAssignAnswerSchema, await client.delete<unknown>('/cadAssign', { workspaceId, onshapeUrl }), 'CAD documents')
      .onshapeDocuments,

  /** GET /routingAssign: the workspace's routings in order. */
  routings: async (workspaceId: string) =>
    parsed(routingAssignAnswerSchema, await client.get<unknown>('/routingAssign', { workspaceId }), 'routings').routings,
  /** POST /routingAssign: adds a catalogue routing at the end; an unknown one is ignored (`ignored: true`). */
  assignRouting: async (workspaceId: string, routingUrl: string) =>
    parsed(routingAssignAnswerSchema, await client.post<unknown>('/routingAssign', { workspaceId, routingUrl }), 'routings'),
  /** DELETE /routingAssign: removes a routing. */
  unassignRouting: async (workspaceId: string, routingUrl: string) =>
    parsed(routingAssignAnswerSchema, await client.delete<unknown>('/routingAssign', { workspaceId, routingUrl }), 'routings'),

  /** GET /classPart/compare: what changed from one version to another, in words. */
  compare: async (name: string, from: string, to: string) =>
    parsed(classPartCompareAnswerSchema, await client.get<unknown>('/classPart/compare', { name, from, to }), 'comparison'),
  /** GET /classPart/usage: build specs, class blocks and projects' pipe parts that use the part. */
  usage: async (name: string) => parsed(classPartUsageAnswerSchema, await client.get<unknown>('/classPart/usage', { name }), 'usage'),
  /** POST /classPart/restore: a new version with an old version's content (never an overwrite). */
  restore: async (name: string, version: string, message?: string) =>
    parsed(
      classPartCommitAnswerSchema,
      await client.post<unknown>('/classPart/restore', { name, version, ...(message ? { message } : {}) }),
      'restore answer',
    ),
};
