import { registerDocsJson } from '../../lib/docs-json.js';
import { serve } from '../../lib/route-docs.js';
import { projectsRoutes } from '@workhub/domain';
import { Router } from 'express';
import { postClientPreferences } from './client-preferences-post.js';
import { postMilestone } from './milestones-post.js';
import { deleteMilestone } from './milestones-delete.js';
import { postPullMilestones } from './pull-milestones-post.js';
import { postImportProject } from './import-post.js';

/** Projects service (core spec section 7): import from Salesforce, client preferences and milestones. Mounted at /projects; served from domain/src/routes/projects.ts. */
export const projectsRouter = Router();

serve(projectsRouter, projectsRoutes.clientPreferences, postClientPreferences);
serve(projectsRouter, projectsRoutes.setMilestone, postMilestone);
serve(projectsRouter, projectsRoutes.deleteMilestone, deleteMilestone);
serve(projectsRouter, projectsRoutes.pullMilestones, postPullMilestones);
serve(projectsRouter, projectsRoutes.import, postImportProject);

registerDocsJson(projectsRouter, '/projects', 'the projects service');
