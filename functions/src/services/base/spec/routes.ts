import type { Router } from 'express';
import {
  baseSpecApprovalInputSchema,
  baseSpecGetQuerySchema,
  baseSpecImpactQuerySchema,
  baseSpecInitialQuerySchema,
  baseSpecPostSchema,
  baseSpecWorkspacePatchSchema,
} from '@workhub/domain';
import { route } from '../../../lib/route-docs.js';
import { getBaseSpec } from './spec-get.js';
import { postBaseSpec } from './spec-post.js';
import { patchBaseSpecWorkspace } from './workspace-patch.js';
import { getBaseInitial } from './initial-get.js';
import { postBaseSpecApproval } from './approval-post.js';
import { getBaseSpecImpact } from './impact-get.js';

/**
 * The base-spec routes of the base service (docs/base-spec.md "Base service: the spec"): spec GET
 * and POST, workspace PATCH, initial GET, spec/approval POST, spec/impact GET. Each route is
 * registered with `route(router, …)` (functions/src/lib/route-docs.ts) so docsJson describes it.
 */
export function registerSpecRoutes(router: Router): void {
  route(
    router,
    'GET',
    '/spec',
    {
      input: 'query',
      schema: baseSpecGetQuerySchema,
      answer: '{ version, spec: BaseSpecDoc }',
      summary: 'A committed base spec (default the newest)',
    },
    getBaseSpec,
  );
  route(
    router,
    'POST',
    '/spec',
    {
      input: 'body',
      schema: baseSpecPostSchema,
      answer: '{ workspace, spec }',
      summary: "Replaces parts (JSON strings) of a base-spec workspace's content; the result must be a whole base spec",
    },
    postBaseSpec,
  );
  route(
    router,
    'PATCH',
    '/workspace',
    {
      input: 'body',
      schema: baseSpecWorkspacePatchSchema,
      answer: '{ workspace, spec }',
      summary: 'Applies an RFC 6902 patch to a base-spec workspace; the result must still be a base spec',
    },
    patchBaseSpecWorkspace,
  );
  route(
    router,
    'GET',
    '/initial',
    {
      input: 'query',
      schema: baseSpecInitialQuerySchema,
      answer: '{ latest, versions, workspaces, candidates, generators, tests, views }',
      summary: 'What /plum/base needs for its first paint',
    },
    getBaseInitial,
  );
  route(
    router,
    'POST',
    '/spec/approval',
    {
      input: 'body',
      schema: baseSpecApprovalInputSchema,
      answer:
        '{ candidate }; 403 naming the role when the caller is not one of its approvers (config/access), 403 when the caller approves a candidate they created',
      summary:
        "The caller's approval entry for a role on an open base-spec candidate; a rejection stands until the person who rejected changes it",
    },
    postBaseSpecApproval,
  );
  route(
    router,
    'GET',
    '/spec/impact',
    {
      input: 'query',
      schema: baseSpecImpactQuerySchema,
      answer: '{ candidateId, base, version, added, removed, restyled, projects }',
      summary: "Which projects' drawings a base-spec candidate would change, and how",
    },
    getBaseSpecImpact,
  );
}
