import { registerDocsJson } from '../../lib/docs-json.js';
import { serve } from '../../lib/route-docs.js';
import { liveRoutes } from '@workhub/domain';
import { Router } from 'express';
import { getLiveProject } from './project-get.js';
import { getLiveBase } from './base-get.js';
import { getLiveBlocks } from './blocks-get.js';

/** Live service (core spec section 7): what Firestore holds right now, for the live viewer. Mounted at /live; served from domain/src/routes/live.ts. */
export const liveRouter = Router();

serve(liveRouter, liveRoutes.project, getLiveProject);
serve(liveRouter, liveRoutes.base, getLiveBase);
serve(liveRouter, liveRoutes.blocks, getLiveBlocks);

registerDocsJson(liveRouter, '/live', 'the live service');
