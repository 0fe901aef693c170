import type { Router } from 'express';
import { baseRoutes } from '@workhub/domain';
import { serve } from '../../../lib/route-docs.js';
import { getBaseSpec } from './spec-get.js';
import { postBaseSpec } from './spec-post.js';
import { patchBaseSpecWorkspace } from './workspace-patch.js';
import { getBaseInitial } from './initial-get.js';
import { postBaseSpecApproval } from './approval-post.js';
import { getBaseSpecImpact } from './impact-get.js';

/**
 * The base-spec routes of the base service (docs/base-spec.md "Base service: the spec"): spec GET
 * and POST, workspace PATCH, initial GET, spec/approval POST, spec/impact GET, each served from its
 * contract (domain/src/routes/base.ts).
 */
export function registerSpecRoutes(router: Router): void {
  serve(router, baseRoutes.spec, getBaseSpec);
  serve(router, baseRoutes.saveSpec, postBaseSpec);
  serve(router, baseRoutes.patchSpecWorkspace, patchBaseSpecWorkspace);
  serve(router, baseRoutes.initial, getBaseInitial);
  serve(router, baseRoutes.approval, postBaseSpecApproval);
  serve(router, baseRoutes.impact, getBaseSpecImpact);
}
