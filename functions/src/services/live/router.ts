import { Router } from 'express';
import { getLiveProject } from './project-get.js';
import { getLiveBase } from './base-get.js';
import { getLiveBlocks } from './blocks-get.js';

/** Live service (core spec section 7): what Firestore holds right now, for the live viewer. Mounted at /live. */
export const liveRouter = Router();

liveRouter.get('/project', getLiveProject);
liveRouter.get('/base', getLiveBase);
liveRouter.get('/blocks', getLiveBlocks);
