import { Router } from 'express';
import { postClientPreferences } from './client-preferences-post.js';
import { postMilestone } from './milestones-post.js';
import { deleteMilestone } from './milestones-delete.js';
import { postPullMilestones } from './pull-milestones-post.js';

/** Projects service (core spec section 7): client preferences and milestones. Mounted at /projects. */
export const projectsRouter = Router();

projectsRouter.post('/clientPreferences', postClientPreferences);
projectsRouter.post('/milestones', postMilestone);
projectsRouter.delete('/milestones', deleteMilestone);
projectsRouter.post('/pullMilestones', postPullMilestones);
